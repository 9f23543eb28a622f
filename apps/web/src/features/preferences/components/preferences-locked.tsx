import { ArrowLeft, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Card } from '@/components/ui/card';
import { AdminContactButtons } from './admin-contact-buttons';

/** Shown instead of the form once the consultation call is confirmed or completed. */
export function PreferencesLocked() {
  return (
    <Card className="mx-auto max-w-xl overflow-hidden">
      <div className="flex flex-col items-center gap-3 px-6 pt-10 text-center sm:px-10">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-600 ring-1 ring-accent-100">
          <Lock className="size-7" aria-hidden />
        </span>
        <h1 className="font-display text-3xl font-semibold text-brand-900">Preferences Locked</h1>
        <p className="text-sm leading-relaxed text-muted">
          Your consultation call is confirmed, so your preferences can no longer be changed here. To change them, please contact the admin
          team and we will update them for you.
        </p>
      </div>
      <div className="flex flex-col gap-3 px-6 pt-6 pb-8 sm:flex-row sm:justify-center sm:px-10">
        <AdminContactButtons />
      </div>
      <div className="flex justify-center border-t border-sand-200 bg-sand-50 px-6 py-5">
        <Link
          to={paths.dashboard}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Dashboard
        </Link>
      </div>
    </Card>
  );
}
