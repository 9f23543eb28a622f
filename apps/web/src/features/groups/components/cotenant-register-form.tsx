import { MIN_PASSWORD_LENGTH } from '@nestway/core/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { cotenantRegisterFormSchema } from '@nestway/core/groups';
import * as m from '@nestway/core/i18n/messages';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast, toastError } from '@/components/ui/use-toast';
// Not @/i18n/format: a sign-in screen, whose first load carries no date or money code.
import { formatNumber } from '@/i18n/format-light';
import { translatedResolver } from '@/lib/translated-resolver';
import { useRegisterCotenant } from '@/queries/groups';

interface CotenantRegisterFormProps {
  invitationToken: string;
  /** The invited address: pre-filled and locked. */
  email: string;
}

/** Creates the co-tenant's account from the invitation and joins the group, then asks for their preferences. */
export function CotenantRegisterForm({ invitationToken, email }: CotenantRegisterFormProps) {
  const navigate = useNavigate();
  const registerCotenant = useRegisterCotenant();
  const form = useForm({
    resolver: translatedResolver(zodResolver(cotenantRegisterFormSchema), () =>
      import('./group-error-text').then((module) => module.translateGroupErrors),
    ),
    defaultValues: { fullName: '', email, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    registerCotenant.mutate(
      { ...values, invitationToken },
      {
        onSuccess: () => {
          toast({ title: m.prefs_join_success_title(), description: m.prefs_join_success_description() });
          void navigate(paths.preferences, { replace: true });
        },
        onError: (error) => toastError(m.prefs_join_failed(), error),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label={m.prefs_join_full_name()} error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <FormField label={m.prefs_field_email()} error={errors.email?.message} hint={m.prefs_join_email_hint()}>
        <Input type="email" dir="ltr" autoComplete="email" readOnly {...form.register('email')} />
      </FormField>
      <FormField
        label={m.prefs_join_password()}
        error={errors.password?.message}
        // One form of the noun, the one each language uses for 6 (Arabic's 3 to 10): no plural rules shipped to a sign-in screen.
        hint={m.prefs_join_password_hint({ count: formatNumber(MIN_PASSWORD_LENGTH) })}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={m.prefs_join_confirm_password()} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={registerCotenant.isPending}>
        {registerCotenant.isPending ? m.prefs_join_joining() : m.prefs_join_submit()}
      </Button>
    </form>
  );
}
