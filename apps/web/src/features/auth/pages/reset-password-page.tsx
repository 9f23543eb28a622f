import * as m from '@nestway/core/i18n/messages';
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
import { resetLinkHours } from '../auth-messages';

/** /reset-password?token=...: checks the link, then takes the new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const check = useVerifyResetToken(token);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (token) return;
    toast({ title: m.auth_reset_invalid_link_title(), description: m.auth_reset_missing_token_description(), variant: 'destructive' });
    void navigate(paths.forgotPassword, { replace: true });
  }, [token, navigate]);

  useEffect(() => {
    if (check.isError) toast({ title: m.auth_error(), description: m.auth_reset_token_check_failed(), variant: 'destructive' });
  }, [check.isError]);

  if (done) {
    return (
      <CardScreen icon={BadgeCheck} tone="success" title={m.auth_reset_done_title()} description={<p>{m.auth_reset_done_description()}</p>}>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.login}>{m.auth_reset_login_now()}</Link>
        </Button>
      </CardScreen>
    );
  }

  if (!token || check.isPending) {
    return (
      <CardScreen icon={KeyRound} title={m.auth_reset_title()}>
        <div className="flex justify-center py-4">
          <Spinner label={m.auth_reset_verifying()} />
        </div>
      </CardScreen>
    );
  }

  if (check.isError) {
    return (
      <CardScreen
        icon={TriangleAlert}
        tone="warning"
        title={m.auth_reset_wrong_title()}
        description={<p role="alert">{m.auth_reset_token_check_failed()}</p>}
      >
        <Button size="lg" className="w-full" onClick={() => void check.refetch()} disabled={check.isFetching}>
          {check.isFetching ? m.auth_reset_checking() : m.auth_try_again()}
        </Button>
      </CardScreen>
    );
  }

  if (!check.data.valid) {
    return (
      <CardScreen
        icon={Link2Off}
        tone="warning"
        title={m.auth_reset_invalid_link_title()}
        description={<p>{m.auth_reset_invalid_description(resetLinkHours())}</p>}
        footer={
          <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {m.auth_back_to_login()}
          </Link>
        }
      >
        <Button asChild size="lg" className="w-full">
          <Link to={paths.forgotPassword}>{m.auth_reset_request_new()}</Link>
        </Button>
      </CardScreen>
    );
  }

  return (
    <CardScreen icon={KeyRound} title={m.auth_reset_title()} description={<p>{m.auth_reset_description()}</p>}>
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </CardScreen>
  );
}
