import { RESET_LINK_TTL_SECONDS } from '@nestway/core/auth';
import { BadgeCheck, KeyRound, Link2Off, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useVerifyResetToken } from '@/queries/auth';
import { CardScreen } from '@/components/layout/card-screen';
import { ResetPasswordForm } from '../components/reset-password-form';

const linkHours = RESET_LINK_TTL_SECONDS / 3600;
const tokenCheckFailed = 'Failed to verify reset token. Please try again.';

/** /reset-password?token=...: checks the link, then takes the new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const check = useVerifyResetToken(token);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (token) return;
    toast({ title: 'Invalid Reset Link', description: 'Please request a new password reset link.', variant: 'destructive' });
    void navigate(paths.forgotPassword, { replace: true });
  }, [token, navigate]);

  useEffect(() => {
    if (check.isError) toast({ title: 'Error', description: tokenCheckFailed, variant: 'destructive' });
  }, [check.isError]);

  if (done) {
    return (
      <CardScreen
        icon={BadgeCheck}
        tone="success"
        title="Password Reset Complete"
        description={
          <p>Your password has been changed, and any other signed-in devices were signed out. Sign in with your new password.</p>
        }
      >
        <Button asChild size="lg" className="w-full">
          <Link to={paths.login}>Login Now</Link>
        </Button>
      </CardScreen>
    );
  }

  if (!token || check.isPending) {
    return (
      <CardScreen icon={KeyRound} title="Reset Your Password">
        <div className="flex justify-center py-4">
          <Spinner label="Verifying reset token..." />
        </div>
      </CardScreen>
    );
  }

  if (check.isError) {
    return (
      <CardScreen icon={TriangleAlert} tone="warning" title="Something Went Wrong" description={<p role="alert">{tokenCheckFailed}</p>}>
        <Button size="lg" className="w-full" onClick={() => void check.refetch()} disabled={check.isFetching}>
          {check.isFetching ? 'Checking...' : 'Try Again'}
        </Button>
      </CardScreen>
    );
  }

  if (!check.data.valid) {
    return (
      <CardScreen
        icon={Link2Off}
        tone="warning"
        title="Invalid Reset Link"
        description={
          <p>
            This password reset link is invalid, has already been used or has expired. Password reset links expire after {linkHours} hour.
          </p>
        }
        footer={
          <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Back to Login
          </Link>
        }
      >
        <Button asChild size="lg" className="w-full">
          <Link to={paths.forgotPassword}>Request New Reset Link</Link>
        </Button>
      </CardScreen>
    );
  }

  return (
    <CardScreen icon={KeyRound} title="Reset Your Password" description={<p>Choose a new password for your account.</p>}>
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </CardScreen>
  );
}
