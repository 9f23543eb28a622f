import * as m from '@nestway/core/i18n/messages';
import { ArrowLeft, MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { readPendingVerification } from '@/lib/pending-verification';
import { CardScreen } from '@/components/layout/card-screen';
import { EnterCodeForm } from '../components/enter-code-form';
import { ResendVerificationForm } from '../components/resend-verification-form';
import { TextDivider } from '../components/text-divider';
import { SentenceWith } from '../components/sentence-with';
import { otpDigits } from '../auth-messages';

/** Where a sign-in lands while the address is unverified: enter the code, or have the e-mail sent again. */
export function EmailVerificationPage() {
  const { userId, email } = readPendingVerification();
  return (
    <CardScreen
      icon={MailWarning}
      title={m.auth_verify_title()}
      description={
        <p>
          {email ? (
            <SentenceWith
              message={(slot) => m.auth_pending_description({ digits: otpDigits(), email: slot })}
              value={
                <strong dir="ltr" className="font-semibold break-words text-ink">
                  {email}
                </strong>
              }
            />
          ) : (
            m.auth_pending_description_no_email({ digits: otpDigits() })
          )}
        </p>
      }
    >
      <EnterCodeForm userId={userId} />
      <TextDivider>{m.auth_pending_no_email()}</TextDivider>
      <ResendVerificationForm savedEmail={email} />
      <Button asChild variant="ghost" className="mt-4 w-full">
        <Link to={paths.login}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
          {m.auth_back_to_login()}
        </Link>
      </Button>
    </CardScreen>
  );
}
