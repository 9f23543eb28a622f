import type { CurrentUser } from '@nestway/core/auth';
import { arePreferencesLocked } from '@nestway/core/calls';
import { TenantPage } from '@/components/session/tenant-page';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/api/auth';
import { STALE_5_MINUTES } from '@/lib/query-client';
import { useCallSchedule } from '@/api/calls';
import { usePreferences } from '@/api/preferences';
import { PreferencesForm } from '../components/preferences-form';
import { PreferencesLocked } from '../components/preferences-locked';

const loadingLabel = 'Loading your preferences...';

/** /preferences: the 'Complete Your Profile' form, or the locked panel once the call is confirmed. */
export function PreferencesPage() {
  // Spec: the user stays fresh 5 minutes here (30 seconds elsewhere), in this read and the guard's.
  const { isPending } = useCurrentUser({ staleTime: STALE_5_MINUTES });
  if (isPending) return <PageSpinner label={loadingLabel} />;
  return <TenantPage userStaleTime={STALE_5_MINUTES}>{(user) => <Preferences user={user} />}</TenantPage>;
}

function Preferences({ user }: { user: CurrentUser }) {
  const preferences = usePreferences();
  const call = useCallSchedule();

  if (preferences.isPending || call.isPending) return <PageSpinner label={loadingLabel} />;
  if (preferences.isError || call.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-ink">{errorMessage(preferences.error ?? call.error, 'We could not load your preferences. Please try again.')}</p>
        <Button variant="outline" onClick={() => void Promise.all([preferences.refetch(), call.refetch()])}>
          Try Again
        </Button>
      </div>
    );
  }
  if (arePreferencesLocked(call.data)) return <PreferencesLocked />;

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <span aria-hidden className="h-1 w-6 rounded-full bg-accent-400" />
          Step 2 of 5
        </p>
        <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Complete Your Profile</h1>
        <p className="max-w-2xl text-muted">
          Tell us about yourself and the home you want. Your consultant reads this before your consultation call, so the more we know, the
          better the homes we find.
        </p>
      </header>
      <PreferencesForm user={user} saved={preferences.data} />
    </div>
  );
}
