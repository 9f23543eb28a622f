import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { CalloutCard } from '@/components/ui/callout-card';
import { AdminContactButtons } from './admin-contact-buttons';

/** Shown instead of the form once the consultation call is confirmed or completed. */
export function PreferencesLocked() {
  return (
    <CalloutCard
      tone="warning"
      icon={Lock}
      headingLevel={1}
      title="Preferences Locked"
      actions={
        <div className="flex flex-col gap-3 sm:flex-row">
          <AdminContactButtons />
        </div>
      }
      footer={
        <Link
          to={paths.dashboard}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Dashboard
        </Link>
      }
    >
      Your consultation call is confirmed, so your preferences can no longer be changed here. To change them, please contact the admin team
      and we will update them for you.
    </CalloutCard>
  );
}
