import { preferencesLockedBy, type ConsultationStatus } from '@nestway/core/consultations';
import * as m from '@nestway/core/i18n/messages';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { CalloutCard } from '@/components/ui/callout-card';
import { AdminContactButtons } from './admin-contact-buttons';
import { lockedExplanations } from './option-labels';

/** Shown instead of the form once the consultation call is confirmed or completed, saying which. */
export function PreferencesLocked({ status }: { status: ConsultationStatus }) {
  return (
    <CalloutCard
      tone="warning"
      icon={Lock}
      headingLevel={1}
      title={m.prefs_locked_title()}
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
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {m.prefs_back_to_dashboard()}
        </Link>
      }
    >
      {lockedExplanations[preferencesLockedBy(status)]()}
    </CalloutCard>
  );
}
