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
        title="Invalid Invitation"
        description={
          <p>This page needs the invitation link from your e-mail. Open the link your group leader sent you, or register on your own.</p>
        }
      >
        <Button asChild size="lg" className="w-full">
          <Link to={paths.register}>Go to Registration</Link>
        </Button>
      </CardScreen>
    );
  }

  if (invitation.isPending) {
    return (
      <CardScreen icon={UsersRound} title="Join Your Group">
        <div className="flex justify-center py-4">
          <Spinner label="Verifying invitation..." />
        </div>
      </CardScreen>
    );
  }

  if (invitation.isError && !hasErrorCode(invitation.error, 'not_found')) {
    return (
      <CardScreen
        icon={TriangleAlert}
        tone="warning"
        title="Something Went Wrong"
        description={<p role="alert">We could not check your invitation. Please try again.</p>}
      >
        <Button size="lg" className="w-full" onClick={() => void invitation.refetch()} disabled={invitation.isFetching}>
          {invitation.isFetching ? 'Checking...' : 'Try Again'}
        </Button>
      </CardScreen>
    );
  }

  if (invitation.isError) {
    return (
      <CardScreen
        icon={Link2Off}
        tone="warning"
        title="Invitation Not Found"
        description={
          <p>
            This invitation link is invalid, has already been used or has expired. Please contact your group leader for a new invitation.
          </p>
        }
      >
        <Button asChild size="lg" className="w-full">
          <Link to={paths.register}>Register Without an Invitation</Link>
        </Button>
      </CardScreen>
    );
  }

  return (
    <CardScreen
      icon={UsersRound}
      title="Join Your Group"
      description={
        <p>
          {invitation.data.group.leaderName} has invited you to search for a home together. They handle the payments and scheduling; you add
          your own personal information and documents.
        </p>
      }
      footer={
        <p>
          Already have an account?{' '}
          <Link to={`${paths.login}?${new URLSearchParams({ token })}`} className={linkClass}>
            Sign in instead
          </Link>
        </p>
      }
    >
      <InvitationDetails invitation={invitation.data} />
      <CotenantRegisterForm invitationToken={token} email={invitation.data.invitation.email} />
    </CardScreen>
  );
}
