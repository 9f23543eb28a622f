import type { LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from './badge';

/** How one status reads: its words, its colour and its icon. */
export interface StatusLook {
  label: string;
  tone: BadgeTone;
  Icon: LucideIcon;
}

/** A record's status as a small coloured label with an icon, looked up in the domain's `looks`, so each status reads the same on every screen. */
export function StatusBadge<Status extends string>({ status, looks }: { status: Status; looks: Record<Status, StatusLook> }) {
  const { label, tone, Icon } = looks[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}
