import { BadgeCheck, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Whether the client has confirmed their e-mail address. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="positive">
      <BadgeCheck aria-hidden />
      Verified
    </Badge>
  ) : (
    <Badge tone="attention">
      <Clock aria-hidden />
      Not verified
    </Badge>
  );
}
