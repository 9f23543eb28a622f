import * as m from '@nestway/core/i18n/messages';
import type { CurrentUser } from '@nestway/core/auth';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/queries/auth';
import { languageToShow, ShowLanguage } from './account-language';
import { isEmailJustVerified, savePendingVerification } from '@/lib/pending-verification';

export interface RequireSessionProps {
  role: 'client' | 'admin';
  /** How long the signed-in user stays fresh, when the screens ask for longer than the default. */
  userStaleTime?: number;
  /** The spinner's words while the user is read. */
  loadingLabel?: string;
}

/**
 * The layout route of every signed-in screen (app/routes.tsx), so a screen never guards itself. It shows
 * its screen (which reads the user with useSignedInUser) only to a signed-in user of the wanted role, and
 * sends everyone else where they belong: signed-out visitors to the matching login, the other role to
 * its own dashboard, a staff member who must set up two-factor sign-in to its setup, and a client whose
 * e-mail is not verified to the verification screen (unless it was verified a moment ago).
 */
export function RequireSession({ role, userStaleTime, loadingLabel }: RequireSessionProps) {
  const { data: user, isPending, isFetching, isError, error, refetch } = useCurrentUser({ staleTime: userStaleTime });
  const { pathname } = useLocation();

  if (isPending || (!user && isFetching)) return <PageSpinner label={loadingLabel} />;
  if (isError) return <SessionError message={errorMessage(error, m.common_generic_failure())} onRetry={() => void refetch()} />;

  // Signed in on a page of another language: the screens load again in the account's (decision 039).
  const language = user && languageToShow(user);
  if (language) return <ShowLanguage locale={language} />;

  if (role === 'admin') {
    if (!user) return <Navigate to={paths.adminLogin} replace />;
    if (!user.isAdmin) return <Navigate to={paths.dashboard} replace />;
    // On a real deployment a staff member without a second factor may only set one up.
    const setupRequired = user.secondFactor?.required === true && !user.secondFactor.enabled;
    if (setupRequired && pathname !== paths.adminSecondFactorSetup) return <Navigate to={paths.adminSecondFactorSetup} replace />;
  } else {
    if (!user) return <Navigate to={paths.login} replace />;
    if (user.isAdmin) return <Navigate to={paths.adminDashboard} replace />;
    if (!user.isEmailVerified && !isEmailJustVerified()) return <RedirectToVerification user={user} />;
  }
  return <Outlet />;
}

/** Remembers the account first, so the verification screen knows whom it verifies. */
function RedirectToVerification({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  useEffect(() => {
    savePendingVerification({ userId: user.id, email: user.email, name: user.fullName });
    void navigate(paths.emailVerification, { replace: true });
  }, [user, navigate]);
  return <PageSpinner />;
}

function SessionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-ink">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {m.common_try_again()}
      </Button>
    </div>
  );
}
