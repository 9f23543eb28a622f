import { AboutYouSection, type Account } from './about-you-section';
import { AdditionalTenantsSection } from './additional-tenants-section';
import { ApplicationSetupSection } from './application-setup-section';
import { CurrentHomeSection } from './current-home-section';
import { EducationSection } from './education-section';
import { FutureHomeSection } from './future-home-section';
import { GroupHomeSummary, type GroupHome } from './group-home-summary';
import type { PreferencesFormState } from './use-preferences-form';

interface PreferencesFieldsProps extends Pick<PreferencesFormState, 'form' | 'additionalTenants'> {
  /** Whose preferences: their name and e-mail are shown, not edited. */
  account: Account;
  /** A co-tenant's form: the leader's home, shown read-only, in place of the group's sections (decision 006). */
  groupHome?: { leaderName: string; home: GroupHome };
}

/** Every section of the preferences form, numbered in order; the client's form and the admin's editor both show these. */
export function PreferencesFields({ form, additionalTenants, account, groupHome }: PreferencesFieldsProps) {
  let section = 0;
  const next = () => ++section;
  if (groupHome) {
    return (
      <>
        <GroupHomeSummary leaderName={groupHome.leaderName} home={groupHome.home} />
        <AboutYouSection form={form} number={next()} account={account} />
        <EducationSection form={form} number={next()} />
        <CurrentHomeSection form={form} number={next()} />
      </>
    );
  }
  return (
    <>
      <ApplicationSetupSection form={form} number={next()} replaceAdditionalTenants={additionalTenants.replace} />
      {additionalTenants.fields.length > 0 && <AdditionalTenantsSection form={form} number={next()} entries={additionalTenants.fields} />}
      <AboutYouSection form={form} number={next()} account={account} />
      <EducationSection form={form} number={next()} />
      <FutureHomeSection form={form} number={next()} />
      <CurrentHomeSection form={form} number={next()} />
    </>
  );
}
