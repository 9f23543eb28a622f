import type { SessionEndReason } from '@nestway/core/auth';
import * as m from '@nestway/core/i18n/messages';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { CardScreen } from '@/components/layout/card-screen';
import { takeSignedOutReason } from '@/lib/signed-out-reason';
import { LoginForm } from '../components/login-form';

/** What the login screen says about a session someone else ended (auth.ts sessionEndReasons). */
const sessionEndMessages = {
  password_changed_by_admin: m.auth_session_end_password_changed_by_admin,
  account_deactivated: m.auth_session_end_account_deactivated,
} satisfies Record<SessionEndReason, () => string>;

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

export function LoginPage() {
  // Arriving from a co-tenant invitation ('Sign in instead'): signing in also joins the group.
  const invitationToken = useSearchParams()[0].get('token') || undefined;
  // Why the last session was ended by someone else, read once the page is in the browser (it is pre-rendered).
  const [signedOutReason, setSignedOutReason] = useState<SessionEndReason | null>(null);
  useEffect(() => setSignedOutReason(takeSignedOutReason()), []);
  return (
    <CardScreen
      icon={LockKeyhole}
      title={m.auth_login_title()}
      description={invitationToken ? m.auth_login_description_invitation() : m.auth_login_description()}
      footer={
        <>
          <p>
            {m.auth_login_new_here()}{' '}
            <Link to={paths.register} className={linkClass}>
              {m.auth_login_register_link()}
            </Link>
          </p>
          <Link to={paths.adminLogin} className="text-xs font-medium text-muted underline-offset-4 hover:text-brand-700 hover:underline">
            {m.auth_login_admin_link()}
          </Link>
        </>
      }
    >
      {signedOutReason && (
        <p role="status" className="mb-5 rounded-xl bg-accent-50 p-4 text-sm text-ink ring-1 ring-accent-200">
          {sessionEndMessages[signedOutReason]()}
        </p>
      )}
      <LoginForm
        isAdmin={false}
        emailLabel={m.auth_field_email()}
        passwordLabel={m.auth_field_password()}
        submitLabel={m.auth_login_submit()}
        pendingLabel={m.auth_login_pending()}
        failureTitle={m.auth_login_failed()}
        invitationToken={invitationToken}
        extra={
          <Link to={paths.forgotPassword} className={`-mt-2 self-end text-sm ${linkClass}`}>
            {m.auth_login_forgot_link()}
          </Link>
        }
      />
    </CardScreen>
  );
}
