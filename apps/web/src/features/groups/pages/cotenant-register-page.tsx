import * as m from '@nestway/core/i18n/messages';
import { Link2Off, MailQuestion, TriangleAlert, UsersRound } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/api-client';
import { useInvitation } from '@/queries/groups';
import { CotenantRegisterForm } from '../components/cotenant-register-form';
import { InvitationDetails } from '../components/invitation-details';
import { CardScreen } from '@/components/layout/card-screen';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** /cotenant-register?token=...: checks the invitation, then registers the co-tenant into the group. */
export function CotenantRegisterPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = useInvitation(token);

  if (!token) {
    return (
      <CardScreen
        icon={MailQuestion}
        tone="warning"
        title={m.prefs_join_invalid_title()}
        description={<p>{m.prefs_join_invalid_body()}</p>}
      >
        <Button asChild size="lg" className="w-full">
          <Link to={paths.register}>{m.prefs_join_go_to_registration()}</Link>
        </Button>
      </CardScreen>
    );
  }

  if (invitation.isPending) {
    return (
      <CardScreen icon={UsersRound} title={m.prefs_join_title()}>
        <div className="flex justify-center py-4">
          <Spinner label={m.prefs_join_verifying()} />
        </div>
      </CardScreen>
    );
  }

  if (invitation.isError && !hasErrorCode(invitation.error, 'not_found')) {
    return (
      <CardScreen
        icon={TriangleAlert}
        tone="warning"
        title={m.prefs_join_error_title()}
        description={<p role="alert">{m.prefs_join_error_body()}</p>}
      >
        <Button size="lg" className="w-full" onClick={() => void invitation.refetch()} disabled={invitation.isFetching}>
          {invitation.isFetching ? m.prefs_join_checking() : m.prefs_join_try_again()}
        </Button>
      </CardScreen>
    );
  }

  if (invitation.isError) {
    return (
      <CardScreen
        icon={Link2Off}
        tone="warning"
        title={m.prefs_join_not_found_title()}
        description={<p>{m.prefs_join_not_found_body()}</p>}
      >
        <Button asChild size="lg" className="w-full">
          <Link to={paths.register}>{m.prefs_join_register_without()}</Link>
        </Button>
      </CardScreen>
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
