import type { SessionEndReason } from '@nestway/core/auth';
import { sessionEndMessages } from '@nestway/core/session-end-messages';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { CardScreen } from '@/components/layout/card-screen';
import { takeSignedOutReason } from '@/lib/signed-out-reason';
import { LoginForm } from '../components/login-form';

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
      title="Welcome Back"
      description={invitationToken ? 'Sign in to join your group.' : 'Sign in to follow your home search.'}
      footer={
        <>
          <p>
            New to Nestway?{' '}
            <Link to={paths.register} className={linkClass}>
              Register
            </Link>
          </p>
          <Link to={paths.adminLogin} className="text-xs font-medium text-muted underline-offset-4 hover:text-brand-700 hover:underline">
            Admin Login
          </Link>
        </>
      }
    >
      {signedOutReason && (
        <p role="status" className="mb-5 rounded-xl bg-accent-50 p-4 text-sm text-ink ring-1 ring-accent-200">
          {sessionEndMessages[signedOutReason]}
        </p>
      )}
      <LoginForm
        isAdmin={false}
        emailLabel="Email"
        submitLabel="Sign In"
        failureTitle="Login failed"
        invitationToken={invitationToken}
        extra={
          <Link to={paths.forgotPassword} className={`-mt-2 self-end text-sm ${linkClass}`}>
            Forgot password?
          </Link>
        }
      />
    </CardScreen>
  );
}
