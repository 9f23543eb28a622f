import * as m from '@nestway/core/i18n/messages';
import { documentOptions } from '@nestway/core/preferences';
import { direction } from '@/i18n/locale';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CheckboxGroupField } from './checkbox-group-field';
import { FormSection } from './form-section';
import { emptyToNull, type PreferencesForm } from './form-values';
import { documentLabels } from './option-labels';
import { YesNoField } from './yes-no-field';

/** The account the preferences belong to. */
export interface Account {
  fullName: string;
  email: string;
}

/** The example number of the contact hint: kept left to right inside right-to-left text. */
const phoneExample = '+44 7700 900123';

export function AboutYouSection({ form, number, account }: { form: PreferencesForm; number: number; account: Account }) {
  const { errors } = form.formState;
  const sponsored = form.watch('financiallySponsored');
  return (
    <FormSection number={number} title={m.prefs_about_you_title()} description={m.prefs_about_you_description()}>
      <FormField label={m.prefs_field_full_name()} hint={m.prefs_field_as_on_account()}>
        <Input value={account.fullName} readOnly autoComplete="off" />
      </FormField>
      <FormField label={m.prefs_field_email()} hint={m.prefs_field_as_on_account()}>
        <Input type="email" dir="ltr" value={account.email} readOnly autoComplete="off" />
      </FormField>
      <FormField
        label={m.prefs_field_contact_number()}
        error={errors.contactNumber?.message}
        hint={m.prefs_field_contact_hint({ example: direction === 'rtl' ? `\u2066${phoneExample}\u2069` : phoneExample })}
      >
        <Input type="tel" dir="ltr" autoComplete="tel" {...form.register('contactNumber')} />
      </FormField>
      <FormField label={m.prefs_field_age()} error={errors.age?.message}>
        <Input type="number" dir="ltr" inputMode="numeric" min={16} {...form.register('age')} />
      </FormField>
      <FormField label={m.prefs_field_nationality()} error={errors.nationality?.message}>
        <Input autoComplete="country-name" {...form.register('nationality')} />
      </FormField>
      <FormField label={m.prefs_field_visa_duration()} error={errors.visaDuration?.message} hint={m.prefs_field_visa_hint()}>
        <Input {...form.register('visaDuration')} />
      </FormField>
      <YesNoField
        form={form}
        name="financiallySponsored"
        legend={m.prefs_sponsored_legend()}
        onAnswer={(yes) => !yes && form.setValue('sponsorshipAmount', null)}
      />
      {sponsored === true ? (
        <FormField label={m.prefs_field_sponsorship_amount()} error={errors.sponsorshipAmount?.message}>
          <Input
            type="number"
            dir="ltr"
            inputMode="numeric"
            min={0}
            step={1}
            {...form.register('sponsorshipAmount', { setValueAs: emptyToNull })}
          />
        </FormField>
      ) : (
        <div aria-hidden className="hidden sm:block" />
      )}
      <YesNoField form={form} name="hasUkBankAccount" legend={m.prefs_bank_legend()} />
      <div aria-hidden className="hidden sm:block" />
      <div className="sm:col-span-2">
        <CheckboxGroupField
          form={form}
          name="documents"
          legend={m.prefs_documents_legend()}
          hint={m.prefs_select_all_hint()}
          options={documentOptions}
          labels={documentLabels}
        />
      </div>
    </FormSection>
  );
}
