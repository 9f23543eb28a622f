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
      <CardScreen icon={BadgeCheck} title="Verifying Your Email">
        <div className="flex justify-center py-4">
          <Spinner label="Checking your verification link..." />
        </div>
      </CardScreen>
    );
  }

  if (verification.isError) {
    return (
      <CardScreen
        icon={Link2Off}
        tone="warning"
        title="Link Invalid or Expired"
        description={<p role="alert">{errorMessage(verification.error, 'This verification link is invalid or has expired.')}</p>}
      >
        <p className="mb-4 text-center text-sm text-muted">Get a new link below, or sign in if your address is already verified.</p>
        <ResendVerificationForm savedEmail={readPendingVerification().email} />
        <Button asChild variant="ghost" className="mt-4 w-full">
          <Link to={paths.login}>
            <ArrowLeft aria-hidden />
            Back to Login
          </Link>
        </Button>
      </CardScreen>
    );
  }

  return (
    <CardScreen
      icon={BadgeCheck}
      tone="success"
      title="Email Verified"
      description={<p role="status">Your email address is confirmed. Taking you to your dashboard in a moment...</p>}
    >
      <Button asChild size="lg" className="w-full">
        <Link to={paths.dashboard} replace>
          Go to Dashboard
        </Link>
      </Button>
    </CardScreen>
  );
}
