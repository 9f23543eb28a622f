import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, MIN_PASSWORD_LENGTH } from '@nestway/core/auth';
import { UserRoundPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast, toastError } from '@/components/ui/use-toast';
import { markCodeSent, savePendingVerification } from '@/lib/pending-verification';
import { useRegister } from '@/queries/auth';
import { CardScreen } from '@/components/layout/card-screen';

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(
      { body: values },
      {
        onSuccess: ({ requiresVerification, user }) => {
          toast({ title: 'Registration successful', description: 'Please check your email for a 6-digit verification code.' });
          if (!requiresVerification) return void navigate(paths.dashboard);
          savePendingVerification({ userId: user.id, email: user.email, name: user.fullName });
          markCodeSent();
          const query = new URLSearchParams({ userId: user.id, email: user.email, name: user.fullName });
          void navigate(`${paths.verifyEmail}?${query}`);
        },
        onError: (error) => toastError('Registration failed', error),
      },
    ),
  );

  return (
    <CardScreen
      icon={UserRoundPlus}
      title="Create Your Account"
      description="Start your home search with a consultant who knows the area. It takes a minute."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField label="Full Name" error={errors.fullName?.message}>
          <Input autoComplete="name" {...form.register('fullName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
        <p className="text-center text-xs text-muted">
          By creating an account you agree that we hold your details as our{' '}
          <Link to={paths.privacy} className="font-semibold text-brand-700 underline underline-offset-4">
            Privacy notice
          </Link>{' '}
          explains.
        </p>
      </form>
    </CardScreen>
  );
}
