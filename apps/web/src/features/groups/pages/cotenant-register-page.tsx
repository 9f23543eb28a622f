import * as m from '@nestway/core/i18n/messages';
import { UsersRound } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/api-client';
import { useInvitation } from '@/queries/groups';
import { CotenantRegisterForm } from '../components/cotenant-register-form';
import { InvitationDetails } from '../components/invitation-details';
import { CardScreen } from '@/components/layout/card-screen';

const InvitationProblem = lazy(() => import('../components/invitation-problem').then((module) => ({ default: module.InvitationProblem })));

/** An invitation that cannot be used: loaded only then, so the screen's first load stays small. */
function Problem(props: ComponentProps<typeof InvitationProblem>) {
  return (
    <Suspense fallback={null}>
      <InvitationProblem {...props} />
    </Suspense>
  );
}

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** /cotenant-register?token=...: checks the invitation, then registers the co-tenant into the group. */
export function CotenantRegisterPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = useInvitation(token);

  if (!token) return <Problem kind="missing" />;

  if (invitation.isPending) {
    return (
      <CardScreen icon={UsersRound} title={m.prefs_join_title()}>
        <div className="flex justify-center py-4">
          <Spinner label={m.prefs_join_verifying()} />
        </div>
      </CardScreen>
    );
  }

  if (invitation.isError) {
    const failed = !hasErrorCode(invitation.error, 'not_found');
    return (
      <Problem kind={failed ? 'failed' : 'notFound'} retry={{ run: () => void invitation.refetch(), running: invitation.isFetching }} />
    );
  }

  return (
    <CardScreen
      icon={UsersRound}
      title={m.prefs_join_title()}
      description={<p>{m.prefs_join_intro({ leaderName: invitation.data.group.leaderName })}</p>}
      footer={
        <p>
          {m.prefs_join_have_account()}{' '}
          <Link to={`${paths.login}?${new URLSearchParams({ token })}`} className={linkClass}>
            {m.prefs_join_sign_in_instead()}
          </Link>
        </p>
      }
    >
      <InvitationDetails invitation={invitation.data} />
      <CotenantRegisterForm invitationToken={token} email={invitation.data.invitation.email} />
    </CardScreen>
  );
}
