import { INVITATION_TTL_SECONDS, type InvitationSummary } from '@nestway/core/groups';
import * as m from '@nestway/core/i18n/messages';
import { ArrowLeft, CalendarClock, FileUser, PencilLine, Users } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { PageContent } from '@/components/query/page-content';
import { useSignedInUser } from '@/queries/auth';
import { ClientTaskPage } from '@/components/session/client-task-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/i18n/format';
import { useMyGroup } from '@/queries/groups';
import { InviteCotenantsForm } from '../components/invite-cotenants-form';

/** /invite-cotenants: the group leader invites the other tenants of the search by e-mail. */
export function InviteCotenantsPage() {
  const numberOfTenants = useSignedInUser().preferences?.numberOfTenants ?? 1;
  const group = useMyGroup();

  if (numberOfTenants < 2) return <Navigate to={paths.dashboard} replace />;
  return (
    <ClientTaskPage>
      <PageContent reads={{ group }} failure={m.prefs_invite_load_failed()}>
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

/** How long an invitation link lasts, in days. */
const INVITATION_DAYS = INVITATION_TTL_SECONDS / (24 * 60 * 60);

function InviteCotenants({ numberOfTenants, invitations }: { numberOfTenants: number; invitations: InvitationSummary[] }) {
  const cotenantCount = numberOfTenants - 1;
  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="-ms-3 self-start">
        <Link to={paths.preferences}>
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
          {m.prefs_invite_back()}
        </Link>
      </Button>

      <header className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">{m.prefs_invite_title()}</h1>
        <p className="text-muted">
          {m.prefs_invite_intro({
            cotenants: cotenantCount,
            tenantsText: formatNumber(numberOfTenants),
            cotenantsText: formatNumber(cotenantCount),
          })}
        </p>
      </header>

      <LeaderResponsibilities />

      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle className="text-xl">{m.prefs_invite_card_title()}</CardTitle>
            <CardDescription>
              {m.prefs_invite_card_description({ count: INVITATION_DAYS, countText: formatNumber(INVITATION_DAYS) })}
            </CardDescription>
          </div>
          <Button asChild variant="outline" size="sm" className="self-start">
            <Link to={paths.preferences}>
              <PencilLine aria-hidden />
              {m.prefs_edit()}
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
  { key: 'leader', icon: CalendarClock, text: m.prefs_invite_leader_role },
  { key: 'cotenant', icon: FileUser, text: m.prefs_invite_cotenant_role },
] as const;

function LeaderResponsibilities() {
  return (
    <section aria-labelledby="leader-role" className="rounded-card border border-brand-100 bg-brand-50 p-5 sm:p-6">
      <h2 id="leader-role" className="flex items-center gap-2 font-semibold text-brand-900">
        <Users className="size-5 text-brand-700" aria-hidden />
        {m.prefs_invite_how_group_works()}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {responsibilities.map(({ key, icon: Icon, text }) => (
          <li key={key} className="flex gap-3 text-sm leading-relaxed text-brand-900">
            <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            <span>{text()}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
