import { BadgeCheck, Clock } from 'lucide-react';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';

const looks: Record<'verified' | 'unverified', StatusLook> = {
  verified: { label: 'Verified', tone: 'positive', Icon: BadgeCheck },
  unverified: { label: 'Not verified', tone: 'attention', Icon: Clock },
};

/** Whether the client has confirmed their e-mail address. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return <StatusBadge status={verified ? 'verified' : 'unverified'} looks={looks} />;
}
