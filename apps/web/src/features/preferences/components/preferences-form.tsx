import { zodResolver } from '@hookform/resolvers/zod';
import type { CurrentUser } from '@nestway/core/auth';
import { preferencesModeFor, preferencesSchema, type Preferences, type PreferencesRecord } from '@nestway/core/preferences';
import { useEffect, useRef } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSavePreferences } from '../api/save-preferences';
import { AboutYouSection } from './about-you-section';
import { AdditionalTenantsSection } from './additional-tenants-section';
import { ApplicationSetupSection } from './application-setup-section';
import { CurrentHomeSection } from './current-home-section';
import { EducationSection } from './education-section';
import { formValuesFrom, type PreferencesFormValues } from './form-values';
import { FutureHomeSection } from './future-home-section';

const copy = {
  create: {
    submit: 'Submit Preferences',
    pending: 'Saving...',
    success: { title: 'Preferences saved successfully', description: 'Setting up your application...' },
    failure: 'Failed to save preferences',
  },
  update: {
    submit: 'Update Preferences',
    pending: 'Updating...',
    success: { title: 'Preferences updated successfully', description: 'Your preferences have been updated.' },
    failure: 'Failed to update preferences',
  },
} as const;

interface PreferencesFormProps {
  user: CurrentUser;
  saved: PreferencesRecord | null;
}

/** The 'Complete Your Profile' form: six numbered sections, validated with the core schema. */
export function PreferencesForm({ user, saved }: PreferencesFormProps) {
  const navigate = useNavigate();
  const save = useSavePreferences();
  const mode = preferencesModeFor(saved);
  const text = copy[mode];
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<PreferencesFormValues, unknown, Preferences>({
    // The inputs hold text; the schema coerces it to the saved shape, in the mode saving will use.
    resolver: zodResolver(preferencesSchema(mode)) as unknown as Resolver<PreferencesFormValues, unknown, Preferences>,
    defaultValues: formValuesFrom(saved),
    shouldFocusError: false,
  });
  const additionalTenants = useFieldArray({ control: form.control, name: 'additionalTenants' });
  const { submitCount, errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;

  // After a refused submit, the first invalid field on screen (top to bottom) gets the focus.
  useEffect(() => {
    const firstInvalid = submitCount > 0 ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    if (!firstInvalid) return;
    // Centred, so the sticky top bar never hides it.
    firstInvalid.scrollIntoView({ block: 'center' });
    firstInvalid.focus({ preventScroll: true });
  }, [submitCount]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast(text.success);
        void navigate(values.numberOfTenants > 1 ? paths.inviteCotenants : paths.dashboard);
      },
      onError: (error) => toast({ title: text.failure, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    }),
  );

  const hasOthers = additionalTenants.fields.length > 0;
  let section = 0;
  const next = () => ++section;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Complete Your Profile">
      <ApplicationSetupSection form={form} number={next()} replaceAdditionalTenants={additionalTenants.replace} />
      {hasOthers && <AdditionalTenantsSection form={form} number={next()} entries={additionalTenants.fields} />}
      <AboutYouSection form={form} number={next()} user={user} />
      <EducationSection form={form} number={next()} />
      <FutureHomeSection form={form} number={next()} />
      <CurrentHomeSection form={form} number={next()} />
      <div className="flex flex-col items-stretch gap-3 rounded-card border border-sand-200 bg-white p-5 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-sm text-muted" aria-live="polite">
          {submitCount > 0 && hasErrors ? 'Some answers need attention: the first one is highlighted.' : 'You can change these answers until your consultation call is confirmed.'}
        </p>
        <Button type="submit" size="lg" disabled={save.isPending} className="sm:min-w-56">
          {save.isPending ? text.pending : text.submit}
        </Button>
      </div>
    </form>
  );
}
