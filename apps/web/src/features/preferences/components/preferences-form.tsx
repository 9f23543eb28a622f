import type { CurrentUser } from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import { preferencesModeFor } from '@nestway/core/preferences';
import { type PreferencesRecord } from '@nestway/core/preferences-record';
import { paths } from '@nestway/core/web-routes';
import type { ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { useSavePreferences } from '@/queries/preferences';
import { Button } from '@/components/ui/button';
import { toast, toastError } from '@/components/ui/use-toast';
import { PreferencesFields } from './preferences-fields';
import { usePreferencesForm } from './use-preferences-form';

const copy = {
  create: {
    submit: m.prefs_form_submit_create,
    pending: m.prefs_form_pending_create,
    success: () => ({ title: m.prefs_form_saved_title(), description: m.prefs_form_saved_description() }),
    failure: m.prefs_form_save_failed,
  },
  update: {
    submit: m.prefs_form_submit_update,
    pending: m.prefs_form_pending_update,
    success: () => ({ title: m.prefs_form_updated_title(), description: m.prefs_form_updated_description() }),
    failure: m.prefs_form_update_failed,
  },
} as const;

interface PreferencesFormProps {
  user: CurrentUser;
  saved: PreferencesRecord | null;
  /** A co-tenant's form: their own answers only, with the leader's home shown read-only (decision 006). */
  groupHome?: ComponentProps<typeof PreferencesFields>['groupHome'];
}

/** The 'Complete Your Profile' form: six numbered sections, validated with the core schema. */
export function PreferencesForm({ user, saved, groupHome }: PreferencesFormProps) {
  const navigate = useNavigate();
  const save = useSavePreferences();
  const mode = preferencesModeFor(saved);
  const text = copy[mode];
  const { form, additionalTenants, formRef } = usePreferencesForm(mode, saved, { cotenant: groupHome !== undefined });
  const { submitCount, errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast(text.success());
        // Inviting is the leader's; a co-tenant goes on to the dashboard.
        void navigate(!groupHome && values.numberOfTenants > 1 ? paths.inviteCotenants : paths.dashboard);
      },
      onError: (error) => toastError(text.failure(), error, m.prefs_form_try_again()),
    }),
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label={m.prefs_page_title()}>
      <PreferencesFields form={form} additionalTenants={additionalTenants} account={user} groupHome={groupHome} />
      <div className="flex flex-col items-stretch gap-3 rounded-card border border-sand-200 bg-white p-5 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-sm text-muted" aria-live="polite">
          {submitCount > 0 && hasErrors ? m.prefs_form_needs_attention() : m.prefs_form_change_until()}
        </p>
        <Button type="submit" size="lg" disabled={save.isPending} className="sm:min-w-56">
          {save.isPending ? text.pending() : text.submit()}
        </Button>
      </div>
    </form>
  );
}
