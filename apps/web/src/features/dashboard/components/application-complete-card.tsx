import * as m from '@nestway/core/i18n/messages';
import { FileSearch, PartyPopper } from 'lucide-react';
import { CalloutCard } from '@/components/ui/callout-card';

/** Shown when the client has nothing left to do: the search is in the team's hands. */
export function ApplicationCompleteCard() {
  return (
    <CalloutCard layout="banner" icon={PartyPopper} title={m.dashboard_complete_title()}>
      {m.dashboard_complete_body()}
    </CalloutCard>
  );
}

/** Nothing left for the client to do, but their documents await the team's review: not complete yet. */
export function DocumentsInReviewCard() {
  return (
    <CalloutCard layout="banner" icon={FileSearch} title={m.dashboard_in_review_title()}>
      {m.dashboard_in_review_body()}
    </CalloutCard>
  );
}
