import { PartyPopper } from 'lucide-react';
import { CalloutCard } from '@/components/ui/callout-card';

/** Shown when the client has nothing left to do: the search is in the team's hands. */
export function ApplicationCompleteCard() {
  return (
    <CalloutCard layout="banner" icon={PartyPopper} title="Application Complete">
      Your payment is verified and your documents are in. Your consultant is searching for your home and will share viewings here.
    </CalloutCard>
  );
}
