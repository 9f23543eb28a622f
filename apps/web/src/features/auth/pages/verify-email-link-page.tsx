import * as m from '@nestway/core/i18n/messages';
import { LINK_VERIFIED_REDIRECT_MS } from '@nestway/core/auth';
import { ArrowLeft, BadgeCheck, Link2Off } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { readPendingVerification } from '@/lib/pending-verification';
import { useVerifyEmailLink } from '@/queries/auth';
import { CardScreen } from '@/components/layout/card-screen';
import { ResendVerificationForm } from '../components/resend-verification-form';
import { EmailVerificationPage } from './email-verification-page';

/** /verify-email/:token: the link from the verification e-mail. Without a token it is the code screen. */
export function VerifyEmailLinkPage() {
  const { token } = useParams();
  return token ? <LinkVerification token={token} /> : <EmailVerificationPage />;
}

function LinkVerification({ token }: { token: string }) {
  const navigate = useNavigate();
  const verification = useVerifyEmailLink(token);

  useEffect(() => {
    if (!verification.isSuccess) return;
    const timer = setTimeout(() => void navigate(paths.dashboard, { replace: true }), LINK_VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verification.isSuccess, navigate]);

  if (verification.isPending) {
    return (
      <CardScreen icon={BadgeCheck} title={m.auth_link_verifying_title()}>
        <div className="flex justify-center py-4">
          <Spinner label={m.auth_link_checking()} />
        </div>
      </CardScreen>
    );
  }

  if (verification.isError) {
    return (
      <CardScreen
        icon={Link2Off}
        tone="warning"
        title={m.auth_link_invalid_title()}
        description={<p role="alert">{errorMessage(verification.error, m.auth_link_invalid_fallback())}</p>}
      >
        <p className="mb-4 text-center text-sm text-muted">{m.auth_link_invalid_help()}</p>
        <ResendVerificationForm savedEmail={readPendingVerification().email} />
        <Button asChild variant="ghost" className="mt-4 w-full">
          <Link to={paths.login}>
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
            {m.auth_back_to_login()}
          </Link>
        </Button>
      </CardScreen>
    );
  }

  return (
    <CardScreen
      icon={BadgeCheck}
      tone="success"
      title={m.auth_link_verified_title()}
      description={<p role="status">{m.auth_link_verified_description()}</p>}
    >
      <Button asChild size="lg" className="w-full">
        <Link to={paths.dashboard} replace>
          {m.auth_link_go_to_dashboard()}
        </Link>
      </Button>
    </CardScreen>
  );
}
