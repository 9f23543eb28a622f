import type { CurrentUser } from '@nestway/core/auth';
import type { MyGroup } from '@nestway/core/groups';
import { arePreferencesLocked } from '@nestway/core/consultations';
import * as m from '@nestway/core/i18n/messages';
import type { PreferencesRecord } from '@nestway/core/preferences-record';
import { PageContent } from '@/components/query/page-content';
import { formatNumber } from '@/i18n/format';
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
      <PageContent reads={{ preferences, consultation, group }} loading={m.prefs_page_loading()} failure={m.prefs_page_load_failed()}>
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
          {m.prefs_page_step({ step: formatNumber(2), total: formatNumber(5) })}
        </p>
        <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">{m.prefs_page_title()}</h1>
        <p className="max-w-2xl text-muted">
          {groupHome ? m.prefs_page_intro_cotenant({ leaderName: groupHome.leaderName }) : m.prefs_page_intro()}
        </p>
      </header>
      <PreferencesForm user={user} saved={saved} groupHome={groupHome} />
    </div>
  );
}
