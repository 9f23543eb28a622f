import { boardSteps, waitingFor, type GroupBoard as Board } from '@nestway/core/group-board';
import { paths } from '@nestway/core/web-routes';
import { CheckCircle2, Circle, Clock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { QueryContent } from '@/components/query/query-content';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/section-card';
import { cx } from '@/lib/cx';
import { useGroupBoard } from '@/queries/group-board';

/**
 * The leader's "Your Group" board on the dashboard: where each co-tenant stands, read-only (decision 038).
 * `documentsOpen`: the leader's payment is verified, so co-tenants can upload their documents.
 */
export function GroupBoardSection({ documentsOpen }: { documentsOpen: boolean }) {
  const board = useGroupBoard();
  return (
    <SectionCard icon={Users} title="Your Group">
      <QueryContent query={board} loading="Loading your group..." failure="Your group's progress could not be loaded.">
        {(data) => <GroupBoard board={data} documentsOpen={documentsOpen} />}
      </QueryContent>
    </SectionCard>
  );
}

const ticks = [{ key: 'registered', label: 'Registered' } as const, ...boardSteps];

function Tick({ label, done }: { label: string; done: boolean }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className={cx('flex items-center gap-2', done ? 'text-ink' : 'text-muted')}>
      <Icon className={cx('size-5 shrink-0', done ? 'text-brand-600' : 'text-sand-400')} aria-hidden />
      <span>{label}</span>
      <span className="sr-only">{done ? ': done' : ': not yet'}</span>
    </li>
  );
}

const rowClass = 'flex flex-col gap-3 rounded-xl border border-sand-200 p-4 lg:grid lg:grid-cols-[14rem_1fr] lg:items-center lg:gap-4';
const ticksClass = 'grid gap-2 sm:grid-cols-3 lg:grid-cols-5';

function GroupBoard({ board, documentsOpen }: { board: Board; documentsOpen: boolean }) {
  if (board.members.length === 0 && board.invited.length === 0) {
    return (
      <p className="text-muted">
        No co-tenants yet.{' '}
        <Link to={paths.inviteCotenants} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Invite your co-tenants
        </Link>{' '}
        to follow their progress here.
      </p>
    );
  }
  return (
    <>
      <p className="text-muted">
        Where each co-tenant stands, so you know whom to remind. Only their progress shows here, not their details or documents.
      </p>
      <ul className="flex flex-col gap-3" aria-label="Co-tenants">
        {board.members.map((member, index) => {
          const waiting = waitingFor(member.progress, documentsOpen);
          return (
            <li key={`${member.fullName}-${index}`} className={rowClass}>
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-semibold wrap-anywhere text-brand-900">{member.fullName}</span>
                {waiting ? (
                  <Badge tone="attention" className="w-fit">
                    {/* The badge keeps to one line; a long reason wraps inside it at 390 px rather than spill out. */}
                    <span className="whitespace-normal">{waiting}</span>
                  </Badge>
                ) : (
                  <Badge tone="positive" className="w-fit">
                    All done
                  </Badge>
                )}
              </div>
              <ul className={ticksClass} aria-label={`${member.fullName}'s progress`}>
                {ticks.map((tick) => (
                  <Tick key={tick.key} label={tick.label} done={tick.key === 'registered' || member.progress[tick.key]} />
                ))}
              </ul>
            </li>
          );
        })}
        {board.invited.map((invitation) => (
          <li key={invitation.email} className={rowClass}>
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold break-all text-brand-900">{invitation.email}</span>
              <Badge tone="neutral" className="w-fit">
                <Clock className="size-3.5" aria-hidden />
                Invited, not yet registered
              </Badge>
            </div>
            <p className="text-muted">
              {invitation.status === 'expired' ? (
                <>
                  Their link has expired.{' '}
                  <Link to={paths.inviteCotenants} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    Send a fresh one
                  </Link>
                  .
                </>
              ) : (
                'Waiting for them to register with the link we e-mailed.'
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
