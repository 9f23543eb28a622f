import type { CurrentUser } from '@nestway/core/auth';
import type { MyGroup } from '@nestway/core/groups';
import { arePreferencesLocked } from '@nestway/core/consultations';
import type { PreferencesRecord } from '@nestway/core/preferences-record';
import { PageContent } from '@/components/query/page-content';
import { useSignedInUser } from '@/queries/auth';
import { ClientTaskPage } from '@/components/session/client-task-page';
import { useConsultation } from '@/queries/consultations';
import { useMyGroup } from '@/queries/groups';
import { usePreferences } from '@/queries/preferences';
import { PreferencesForm } from '../components/preferences-form';
import { PreferencesLocked } from '../components/preferences-locked';

/** /preferences: the 'Complete Your Profile' form, or the locked panel once the call is confirmed. */
export function PreferencesPage() {
  const user = useSignedInUser();
  const preferences = usePreferences();
  const consultation = useConsultation();
  const group = useMyGroup();
  return (
    <ClientTaskPage>
      <PageContent
        reads={{ preferences, consultation, group }}
        loading="Loading your preferences..."
        failure="We could not load your preferences. Please try again."
      >
        {(answers) =>
          arePreferencesLocked(answers.consultation) ? (
            <PreferencesLocked status={answers.consultation!.status} />
          ) : (
            <Preferences user={user} saved={answers.preferences} groupHome={cotenantsGroupHome(answers.group)} />
          )
        }
      </PageContent>
    </ClientTaskPage>
  );
}

/** A co-tenant's group home, set by the leader (decision 006); undefined for anyone else, or before the leader saved it. */
function cotenantsGroupHome(group: MyGroup) {
  return group.role === 'cotenant' && group.group?.home ? { leaderName: group.group.leaderName, home: group.group.home } : undefined;
}

interface PreferencesProps {
  user: CurrentUser;
  saved: PreferencesRecord | null;
  groupHome: ReturnType<typeof cotenantsGroupHome>;
}

function Preferences({ user, saved, groupHome }: PreferencesProps) {
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <span aria-hidden className="h-1 w-6 rounded-full bg-accent-400" />
          Step 2 of 5
        </p>
        <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Complete Your Profile</h1>
        <p className="max-w-2xl text-muted">
          {groupHome
            ? `Tell us about yourself, your studies and your current home. ${groupHome.leaderName} has set the home your group is looking for.`
            : `Tell us about yourself and the home you want. Your consultant reads this before your consultation call, so the more we know, the better the homes we find.`}
        </p>
      </header>
      <PreferencesForm user={user} saved={saved} groupHome={groupHome} />
    </div>
  );
}
