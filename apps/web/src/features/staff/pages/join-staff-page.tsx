import { zodResolver } from '@hookform/resolvers/zod';
import { joinStaffFormSchema, STAFF_MIN_PASSWORD_LENGTH, staffMessages } from '@nestway/core/staff';
import { paths } from '@nestway/core/web-routes';
import { Link2Off, UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardScreen } from '@/components/layout/card-screen';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toastError } from '@/components/ui/use-toast';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useJoinStaff } from '@/queries/staff';

/**
 * /admin/join?token=...: the invited person chooses a password (twice); the server judges its strength and
 * says why one is refused; once joined they are signed in and land on the admin dashboard.
 */
export function JoinStaffPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : staffMessages.invitationInvalid);
  const navigate = useNavigate();
  const join = useJoinStaff();
  const form = useForm({ resolver: zodResolver(joinStaffFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await join.mutateAsync({ token, password });
      void navigate(paths.adminDashboard, { replace: true });
    } catch (error) {
      if (hasErrorCode(error, 'invitation_invalid')) setLinkProblem(errorMessage(error, staffMessages.invitationInvalid));
      else if (hasErrorCode(error, 'weak_password') || hasErrorCode(error, 'validation_failed')) {
        form.setError('password', { message: errorMessage(error, 'Please choose another password.') });
      } else toastError('Could Not Join', error);
    }
  });

  if (linkProblem) {
    return (
      <CardScreen icon={Link2Off} tone="warning" title="Invitation Not Valid" description={<p role="alert">{linkProblem}</p>}>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.adminLogin}>Go to the Staff Sign-In</Link>
        </Button>
      </CardScreen>
    );
  }

  return (
    <CardScreen icon={UserRoundPlus} title="Join the Team" description={<p>Choose the password you will sign in with.</p>}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField
          label="Password"
          error={errors.password?.message}
          hint={`At least ${STAFF_MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong one; avoid your name and common passwords.`}
        >
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Joining...' : 'Join and Sign In'}
        </Button>
      </form>
    </CardScreen>
  );
}
