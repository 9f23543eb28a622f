import { MIN_PASSWORD_LENGTH } from '@nestway/core/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { cotenantRegisterFormSchema } from '@nestway/core/groups';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast, toastError } from '@/components/ui/use-toast';
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
    resolver: zodResolver(cotenantRegisterFormSchema),
    defaultValues: { fullName: '', email, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    registerCotenant.mutate(
      { ...values, invitationToken },
      {
        onSuccess: () => {
          toast({ title: 'Registration successful', description: 'Welcome to the group! Complete your personal information.' });
          void navigate(paths.preferences, { replace: true });
        },
        onError: (error) => toastError('Registration failed', error),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label="Full Name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message} hint="The address your invitation was sent to.">
        <Input type="email" autoComplete="email" readOnly {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={registerCotenant.isPending}>
        {registerCotenant.isPending ? 'Joining the group...' : 'Create Account and Join'}
      </Button>
    </form>
  );
}
