import { zodResolver } from '@hookform/resolvers/zod';
import {
  cotenantPreferencesSchema,
  moveInDateCheck,
  preferencesSchema,
  type Preferences,
  type PreferencesMode,
} from '@nestway/core/preferences';
import { type PreferencesRecord } from '@nestway/core/preferences-record';
import { useEffect, useRef } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { translatedResolver } from '@/lib/translated-resolver';
import { formValuesFrom, type PreferencesFormValues } from './form-values';

/**
 * The preferences form's state, for the client's form and the admin's editor alike: the inputs hold
 * PreferencesFormValues, the core schema (in the mode saving will use) turns them into Preferences.
 * After a refused submit, the first invalid field on screen (top to bottom) gets the focus. A co-tenant's
 * form checks and sends only their own answers (cotenantPreferencesSchema): the group's home is the leader's.
 */
export function usePreferencesForm(mode: PreferencesMode, saved: PreferencesRecord | null, { cotenant = false } = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const schema = cotenant ? cotenantPreferencesSchema(mode) : preferencesSchema(mode, moveInDateCheck(new Date(), saved));
  const form = useForm<PreferencesFormValues, unknown, Preferences>({
    resolver: translatedResolver(zodResolver(schema) as unknown as Resolver<PreferencesFormValues, unknown, Preferences>, () =>
      import('./error-text').then((module) => module.translatePreferencesErrors),
    ),
    defaultValues: formValuesFrom(saved),
    shouldFocusError: false,
  });
  const additionalTenants = useFieldArray({ control: form.control, name: 'additionalTenants' });
  const { submitCount } = form.formState;

  useEffect(() => {
    const firstInvalid = submitCount > 0 ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    if (!firstInvalid) return;
    // Centred, so the sticky top bar never hides it.
    firstInvalid.scrollIntoView({ block: 'center' });
    firstInvalid.focus({ preventScroll: true });
  }, [submitCount]);

  return { form, additionalTenants, formRef };
}

export type PreferencesFormState = ReturnType<typeof usePreferencesForm>;
