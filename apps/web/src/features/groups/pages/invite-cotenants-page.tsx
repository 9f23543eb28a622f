import type { InvitationSummary } from '@nestway/core/groups';
import { ArrowLeft, CalendarClock, FileUser, PencilLine, Users } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { PageContent } from '@/components/query/page-content';
import { useSignedInUser } from '@/queries/auth';
import { ClientTaskPage } from '@/components/session/client-task-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMyGroup } from '@/queries/groups';
import { InviteCotenantsForm } from '../components/invite-cotenants-form';

/** /invite-cotenants: the group leader invites the other tenants of the search by e-mail. */
export function InviteCotenantsPage() {
  const numberOfTenants = useSignedInUser().preferences?.numberOfTenants ?? 1;
  const group = useMyGroup();

  if (numberOfTenants < 2) return <Navigate to={paths.dashboard} replace />;
  return (
    <ClientTaskPage>
      <PageContent reads={{ group }} failure="We could not load your group. Please try again.">
        {(answers) =>
          answers.group.role === 'cotenant' ? (
            <Navigate to={paths.dashboard} replace />
          ) : (
            <InviteCotenants numberOfTenants={numberOfTenants} invitations={answers.group.group?.invitations ?? []} />
          )
        }
      </PageContent>
    </ClientTaskPage>
  );
}

function InviteCotenants({ numberOfTenants, invitations }: { numberOfTenants: number; invitations: InvitationSummary[] }) {
  const cotenantCount = numberOfTenants - 1;
  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3 self-start">
        <Link to={paths.preferences}>
          <ArrowLeft aria-hidden />
          Back to Preferences
        </Link>
      </Button>

      <header className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Invite Your Co-tenants</h1>
        <p className="text-muted">
          You are searching for a home for {numberOfTenants} tenants. Invite the other{' '}
          {cotenantCount === 1 ? 'tenant' : `${cotenantCount} tenants`} by e-mail: each gets a personal link to create an account and join
          your group.
        </p>
      </header>

      <LeaderResponsibilities />

      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle className="text-xl">Co-tenant email addresses</CardTitle>
            <CardDescription>Invitation links work once and expire after 7 days.</CardDescription>
          </div>
          <Button asChild variant="outline" size="sm" className="self-start">
            <Link to={paths.preferences}>
              <PencilLine aria-hidden />
              Edit Preferences
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          <InviteCotenantsForm cotenantCount={cotenantCount} invitations={invitations} />
        </CardContent>
      </Card>
    </div>
  );
}

const responsibilities = [
  {
    icon: CalendarClock,
    text: 'As the group leader, you manage the payments and scheduling: you book the consultation call and pay the service fee for the group.',
  },
  { icon: FileUser, text: 'Each co-tenant fills in their own personal information, signs the terms and uploads their own documents.' },
] as const;

function LeaderResponsibilities() {
  return (
    <section aria-labelledby="leader-role" className="rounded-card border border-brand-100 bg-brand-50 p-5 sm:p-6">
      <h2 id="leader-role" className="flex items-center gap-2 font-semibold text-brand-900">
        <Users className="size-5 text-brand-700" aria-hidden />
        How a group works
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {responsibilities.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-sm leading-relaxed text-brand-900">
            <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
