import { ArrowLeft, MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { readPendingVerification } from '@/lib/pending-verification';
import { CardScreen } from '@/components/layout/card-screen';
import { EnterCodeForm } from '../components/enter-code-form';
import { ResendVerificationForm } from '../components/resend-verification-form';
import { TextDivider } from '../components/text-divider';

/** Where a sign-in lands while the address is unverified: enter the code, or have the e-mail sent again. */
export function EmailVerificationPage() {
  const { userId, email } = readPendingVerification();
  return (
    <CardScreen
      icon={MailWarning}
      title="Verify Your Email"
      description={
        <p>
          Please confirm your email address before signing in. Enter the 6-digit code we sent
          {email ? (
            <>
              {' '}
              to <strong className="font-semibold break-words text-ink">{email}</strong>
            </>
          ) : (
            ' you'
          )}
          , or open the link in that email.
        </p>
      }
    >
      <EnterCodeForm userId={userId} />
      <TextDivider>Didn&apos;t get the email?</TextDivider>
      <ResendVerificationForm savedEmail={email} />
      <Button asChild variant="ghost" className="mt-4 w-full">
        <Link to={paths.login}>
          <ArrowLeft aria-hidden />
          Back to Login
        </Link>
      </Button>
    </CardScreen>
  );
}
