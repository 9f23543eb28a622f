import { FileSearch, PartyPopper } from 'lucide-react';
import { CalloutCard } from '@/components/ui/callout-card';

/** Shown when the client has nothing left to do: the search is in the team's hands. */
export function ApplicationCompleteCard() {
  return (
    <CalloutCard layout="banner" icon={PartyPopper} title="Application Complete">
      Your payment is verified and your documents are in. Your consultant is searching for your home and will share viewings here.
    </CalloutCard>
  );
}

/** Nothing left for the client to do, but their documents await the team's review: not complete yet. */
export function DocumentsInReviewCard() {
  return (
    <CalloutCard layout="banner" icon={FileSearch} title="Documents in Review">
      Your documents are in and our team is reviewing them. We will let you know here if anything else is needed.
    </CalloutCard>
  );
}
