import { preferencesLockedExplanation, type ConsultationStatus } from '@nestway/core/consultations';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { CalloutCard } from '@/components/ui/callout-card';
import { AdminContactButtons } from './admin-contact-buttons';

/** Shown instead of the form once the consultation call is confirmed or completed, saying which. */
export function PreferencesLocked({ status }: { status: ConsultationStatus }) {
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
      {preferencesLockedExplanation(status)}
    </CalloutCard>
  );
}
