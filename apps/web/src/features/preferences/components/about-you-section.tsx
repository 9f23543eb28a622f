import { documentOptions } from '@nestway/core/preferences';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CheckboxGroupField } from './checkbox-group-field';
import { FormSection } from './form-section';
import { emptyToNull, type PreferencesForm } from './form-values';
import { YesNoField } from './yes-no-field';

/** The account the preferences belong to. */
export interface Account {
  fullName: string;
  email: string;
}

export function AboutYouSection({ form, number, account }: { form: PreferencesForm; number: number; account: Account }) {
  const { errors } = form.formState;
  const sponsored = form.watch('financiallySponsored');
  return (
    <FormSection number={number} title="About You" description="Your contact details and the documents you hold.">
      <FormField label="Full Name" hint="As on your account.">
        <Input value={account.fullName} readOnly autoComplete="off" />
      </FormField>
      <FormField label="Email" hint="As on your account.">
        <Input type="email" value={account.email} readOnly autoComplete="off" />
      </FormField>
      <FormField
        label="Contact Number"
        error={errors.contactNumber?.message}
        hint="Include your country code, for example +44 7700 900123."
      >
        <Input type="tel" autoComplete="tel" {...form.register('contactNumber')} />
      </FormField>
      <FormField label="Age" error={errors.age?.message}>
        <Input type="number" inputMode="numeric" min={16} {...form.register('age')} />
      </FormField>
      <FormField label="Nationality" error={errors.nationality?.message}>
        <Input autoComplete="country-name" {...form.register('nationality')} />
      </FormField>
      <FormField label="Visa Duration (optional)" error={errors.visaDuration?.message} hint="For example: 2 years.">
        <Input {...form.register('visaDuration')} />
      </FormField>
      <YesNoField
        form={form}
        name="financiallySponsored"
        legend="Are you financially sponsored?"
        onAnswer={(yes) => !yes && form.setValue('sponsorshipAmount', null)}
      />
      {sponsored === true ? (
        <FormField label="Monthly Sponsorship Amount (£)" error={errors.sponsorshipAmount?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('sponsorshipAmount', { setValueAs: emptyToNull })} />
        </FormField>
      ) : (
        <div aria-hidden className="hidden sm:block" />
      )}
      <YesNoField form={form} name="hasUkBankAccount" legend="Do you have a UK bank account?" />
      <div aria-hidden className="hidden sm:block" />
      <div className="sm:col-span-2">
        <CheckboxGroupField
          form={form}
          name="documents"
          legend="Which documents do you have?"
          hint="Select all that apply."
          options={documentOptions}
        />
      </div>
    </FormSection>
  );
}
