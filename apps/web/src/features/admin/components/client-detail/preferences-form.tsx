import { zodResolver } from '@hookform/resolvers/zod';
import {
  additionalTenantSchema,
  additionalTenantYears,
  applicationMethods,
  contractDurationOptions,
  documentOptions,
  howFoundUsChoices,
  MAX_BEDROOMS,
  MAX_TENANTS,
  paymentPlanOptions,
  preferencesSchema,
  resizeAdditionalTenants,
  universityYears,
  type Preferences,
  type PreferencesInput,
  type PreferencesRecord,
} from '@nestway/core/preferences';
import { useState } from 'react';
import { useFieldArray, useForm, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUpdateClientPreferences } from '../../api/update-client-preferences';
import { CheckboxGroup, Select, Textarea, YesNoSelect, yesNoValue } from './form-controls';
import { bathroomOptions } from './preference-labels';

type TenantValues = z.input<typeof additionalTenantSchema>;
/** The form's values: the schema's input, with the additional tenants as the entries the form shows. */
type FormValues = Omit<PreferencesInput, 'additionalTenants'> & { additionalTenants: TenantValues[] };

const resolver = zodResolver(preferencesSchema('update')) as unknown as Resolver<FormValues, unknown, Preferences>;
const emptyTenant = (): TenantValues => ({ fullName: '', age: '', nationality: '', universityName: '', universityYear: '' as TenantValues['universityYear'] });
const OTHER = 'other';
const nullIfEmpty = (value: unknown) => (value === '' ? null : value);
const isChoice = (value: string) => howFoundUsChoices.some((c) => c.value === value);

interface PreferencesFormProps {
  userId: string;
  preferences: PreferencesRecord;
  onDone: () => void;
}

/** The admin edits the client's About You and Property Preferences with the core schema (update mode). */
export function PreferencesForm({ userId, preferences, onDone }: PreferencesFormProps) {
  const save = useUpdateClientPreferences(userId);
  const form = useForm<FormValues, unknown, Preferences>({ resolver, defaultValues: preferences as FormValues });
  const { register, formState, watch, setValue, setError } = form;
  const errors = formState.errors;
  const tenants = useFieldArray({ control: form.control, name: 'additionalTenants' });
  const [howFoundChoice, setHowFoundChoice] = useState(isChoice(preferences.howFoundUs) ? preferences.howFoundUs : OTHER);

  const sponsored = yesNoValue(watch('financiallySponsored'));
  const renting = yesNoValue(watch('currentlyRenting'));
  const applicationMethod = watch('applicationMethod');

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Preferences updated', description: 'The client’s preferences have been saved.' });
        onDone();
      },
      onError: (error) => {
        const issues = error instanceof ApiError ? (error.body.issues as Array<{ path: string; message: string }> | undefined) : undefined;
        issues?.forEach((issue) => issue.path && setError(issue.path as Path<FormValues>, { message: issue.message }));
        toast({ title: 'Failed to update preferences', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      },
    }),
  );

  const onTenantsChange = (count: number) => {
    const current = form.getValues('additionalTenants');
    tenants.replace(resizeAdditionalTenants(current, count, emptyTenant));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-lg font-semibold text-brand-900">About You</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Number of tenants" error={errors.numberOfTenants?.message}>
            <Select {...register('numberOfTenants', { onChange: (event: { target: { value: string } }) => onTenantsChange(Number(event.target.value)) })}>
              {Array.from({ length: MAX_TENANTS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Contact number" error={errors.contactNumber?.message}>
            <Input type="tel" {...register('contactNumber')} />
          </FormField>
          <FormField label="Age" error={errors.age?.message}>
            <Input type="number" inputMode="numeric" min={16} {...register('age')} />
          </FormField>
          <FormField label="Nationality" error={errors.nationality?.message}>
            <Input {...register('nationality')} />
          </FormField>
          <FormField label="University name" error={errors.universityName?.message}>
            <Input {...register('universityName')} />
          </FormField>
          <FormField label="University year" error={errors.universityYear?.message}>
            <Select {...register('universityYear')}>
              {universityYears.map((y) => (
                <option key={y.value} value={y.value}>
                  {y.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Financially sponsored" error={errors.financiallySponsored?.message}>
            <YesNoSelect {...register('financiallySponsored', { setValueAs: yesNoValue })} />
          </FormField>
          {sponsored && (
            <FormField label="Sponsorship amount (£ per month)" error={errors.sponsorshipAmount?.message}>
              <Input type="number" inputMode="numeric" min={0} {...register('sponsorshipAmount', { setValueAs: nullIfEmpty })} />
            </FormField>
          )}
          <FormField label="UK bank account" error={errors.hasUkBankAccount?.message}>
            <YesNoSelect {...register('hasUkBankAccount', { setValueAs: yesNoValue })} />
          </FormField>
          <FormField label="Offer letter" error={errors.hasOfferLetter?.message}>
            <YesNoSelect {...register('hasOfferLetter', { setValueAs: yesNoValue })} />
          </FormField>
          <FormField label="Visa duration" error={errors.visaDuration?.message}>
            <Input {...register('visaDuration')} />
          </FormField>
          <FormField label="Application method" error={errors.applicationMethod?.message}>
            <Select {...register('applicationMethod')}>
              {applicationMethods.map((method) => (
                <option key={method} value={method}>
                  {method === 'education office' ? 'Education office' : 'Yourself'}
                </option>
              ))}
            </Select>
          </FormField>
          {applicationMethod === 'education office' && (
            <FormField label="Education office name" error={errors.educationOfficeName?.message}>
              <Input {...register('educationOfficeName')} />
            </FormField>
          )}
          <FormField label="How they found us" error={howFoundChoice === OTHER ? undefined : errors.howFoundUs?.message}>
            <Select
              value={howFoundChoice}
              onChange={(event) => {
                setHowFoundChoice(event.target.value);
                setValue('howFoundUs', event.target.value === OTHER ? '' : event.target.value, { shouldDirty: true });
              }}
            >
              {howFoundUsChoices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
              <option value={OTHER}>Other</option>
            </Select>
          </FormField>
          {howFoundChoice === OTHER && (
            <FormField label="Please specify" error={errors.howFoundUs?.message}>
              <Input {...register('howFoundUs')} />
            </FormField>
          )}
        </div>
        <CheckboxGroup legend="Documents" options={documentOptions} error={errors.documents?.message} inputProps={register('documents')} />
        {tenants.fields.map((field, index) => {
          const tenantErrors = errors.additionalTenants?.[index];
          return (
            <fieldset key={field.id} className="flex flex-col gap-4 rounded-xl border border-sand-200 bg-sand-50 p-4">
              <legend className="px-1 font-semibold text-brand-900">Tenant {index + 2}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Full name" error={tenantErrors?.fullName?.message}>
                  <Input {...register(`additionalTenants.${index}.fullName`)} />
                </FormField>
                <FormField label="Age" error={tenantErrors?.age?.message}>
                  <Input type="number" inputMode="numeric" min={16} {...register(`additionalTenants.${index}.age`)} />
                </FormField>
                <FormField label="Nationality" error={tenantErrors?.nationality?.message}>
                  <Input {...register(`additionalTenants.${index}.nationality`)} />
                </FormField>
                <FormField label="University name" error={tenantErrors?.universityName?.message}>
                  <Input {...register(`additionalTenants.${index}.universityName`)} />
                </FormField>
                <FormField label="University year" error={tenantErrors?.universityYear?.message}>
                  <Select {...register(`additionalTenants.${index}.universityYear`)}>
                    <option value="">Select year</option>
                    {additionalTenantYears.map((y) => (
                      <option key={y.value} value={y.value}>
                        {y.label}
                      </option>
                    ))}
                  </Select>
                </FormField>
              </div>
            </fieldset>
          );
        })}
        {errors.additionalTenants?.message && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.additionalTenants.message}
          </p>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 font-display text-lg font-semibold text-brand-900">Property Preferences</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Bedrooms" error={errors.bedrooms?.message}>
            <Select {...register('bedrooms')}>
              {Array.from({ length: MAX_BEDROOMS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Bathrooms" error={errors.bathrooms?.message}>
            <Select {...register('bathrooms')}>
              {bathroomOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Maximum budget (£ per month)" error={errors.maxBudget?.message}>
            <Input type="number" inputMode="numeric" min={1} {...register('maxBudget')} />
          </FormField>
          <FormField label="Move-in date" error={errors.moveInDate?.message}>
            <Input type="date" {...register('moveInDate')} />
          </FormField>
          <FormField label="Contract duration" error={errors.contractDuration?.message}>
            <Select {...register('contractDuration')}>
              {withCurrent(contractDurationOptions, preferences.contractDuration).map((months) => (
                <option key={months} value={months}>
                  {months} months
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Currently renting" error={errors.currentlyRenting?.message}>
            <YesNoSelect {...register('currentlyRenting', { setValueAs: yesNoValue })} />
          </FormField>
          {renting && (
            <>
              <FormField label="Contract end date" error={errors.contractEndDate?.message}>
                <Input type="date" {...register('contractEndDate', { setValueAs: nullIfEmpty })} />
              </FormField>
              <FormField label="Signed a new contract" error={errors.signedNewContract?.message}>
                <YesNoSelect {...register('signedNewContract', { setValueAs: yesNoValue })} />
              </FormField>
            </>
          )}
        </div>
        <CheckboxGroup legend="Payment plans" options={paymentPlanOptions} error={errors.paymentPlans?.message} inputProps={register('paymentPlans')} />
        <FormField label="Special requirements" error={errors.specialRequirements?.message}>
          <Textarea {...register('specialRequirements')} />
        </FormField>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </div>
    </form>
  );
}

/** The offered options, plus the stored value when it is not one of them, so editing never changes it silently. */
function withCurrent(options: readonly number[], current: number): number[] {
  return options.includes(current) ? [...options] : [...options, current].sort((a, b) => a - b);
}
