import * as m from '@nestway/core/i18n/messages';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { CalloutCard } from '@/components/ui/callout-card';

/** A co-tenant's view of the checkout: the group leader pays for the group. */
export function LeaderPaysNotice({ message }: { message: string }) {
  return (
    <CalloutCard
      width="narrow"
      icon={Users}
      title={m.onboarding_checkout_leader_pays_title()}
      actions={
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>{m.onboarding_checkout_back_to_dashboard()}</Link>
        </Button>
      }
    >
      {message}
    </CalloutCard>
  );
}
