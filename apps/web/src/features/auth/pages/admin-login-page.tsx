import type { SessionEndReason } from '@nestway/core/auth';
import { sessionEndMessages } from '@nestway/core/session-end-messages';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { CardScreen } from '@/components/layout/card-screen';
import { takeSignedOutReason } from '@/lib/signed-out-reason';
import { LoginForm } from '../components/login-form';

export function AdminLoginPage() {
  // Why the last session was ended by someone else (a deactivated staff account), read once in the browser.
  const [signedOutReason, setSignedOutReason] = useState<SessionEndReason | null>(null);
  useEffect(() => setSignedOutReason(takeSignedOutReason()), []);
  return (
    <CardScreen
      icon={ShieldCheck}
      title="Admin Login"
      description="Sign in to manage clients, viewings and payments."
      footer={
        <p>
          Not on the admin team?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            User Login
          </Link>
        </p>
      }
    >
      {signedOutReason && (
        <p role="status" className="mb-5 rounded-xl bg-accent-50 p-4 text-sm text-ink ring-1 ring-accent-200">
          {sessionEndMessages[signedOutReason]}
        </p>
      )}
      <LoginForm
        isAdmin
        emailLabel="Admin Email"
        passwordLabel="Password"
        submitLabel="Sign In as Admin"
        pendingLabel="Signing in..."
        failureTitle="Admin login failed"
      />
    </CardScreen>
  );
}
