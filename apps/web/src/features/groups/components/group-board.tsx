import { waitingStep, type CotenantProgress, type GroupBoard as Board, type WaitingStep } from '@nestway/core/group-board';
import * as m from '@nestway/core/i18n/messages';
import { paths } from '@nestway/core/web-routes';
import { CheckCircle2, Circle, Clock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
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
    <SectionCard icon={Users} title={m.prefs_board_title()}>
      <QueryContent query={board} loading={m.prefs_board_loading()} failure={m.prefs_board_load_failed()}>
        {(data) => <GroupBoard board={data} documentsOpen={documentsOpen} />}
      </QueryContent>
    </SectionCard>
  );
}

/** The board's ticks, in the order a co-tenant completes them (core's boardSteps), after registering. */
const ticks = [
  { key: 'registered', label: m.prefs_board_registered },
  { key: 'personalDetails', label: m.prefs_board_personal_details },
  { key: 'termsSigned', label: m.prefs_board_terms_signed },
  { key: 'documentsUploaded', label: m.prefs_board_documents_uploaded },
  { key: 'documentsVerified', label: m.prefs_board_documents_verified },
] as const satisfies readonly { key: keyof CotenantProgress | 'registered'; label: () => string }[];

/** What the group waits on, as the badge says it. */
const waitingLabels = {
  personalDetails: m.prefs_board_waiting_personal,
  termsSigned: m.prefs_board_waiting_terms,
  documentsUploaded: m.prefs_board_waiting_documents,
  documentsVerified: m.prefs_board_waiting_verification,
  paymentFirst: m.prefs_board_waiting_payment,
} satisfies Record<WaitingStep, () => string>;

/** A sentence with a link inside it: the message places `{link}` where the language puts it. */
function WithLink({ text, link }: { text: (inputs: { link: string }) => string; link: ReactNode }) {
  const marker = '\u0000';
  const [before, after] = text({ link: marker }).split(marker);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

function Tick({ label, done }: { label: string; done: boolean }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className={cx('flex items-center gap-2', done ? 'text-ink' : 'text-muted')}>
      <Icon className={cx('size-5 shrink-0', done ? 'text-brand-600' : 'text-sand-400')} aria-hidden />
      <span>{label}</span>
      <span className="sr-only">{done ? m.prefs_board_done() : m.prefs_board_not_yet()}</span>
    </li>
  );
}

const rowClass = 'flex flex-col gap-3 rounded-xl border border-sand-200 p-4 lg:grid lg:grid-cols-[14rem_1fr] lg:items-center lg:gap-4';
const ticksClass = 'grid gap-2 sm:grid-cols-3 lg:grid-cols-5';

function GroupBoard({ board, documentsOpen }: { board: Board; documentsOpen: boolean }) {
  if (board.members.length === 0 && board.invited.length === 0) {
    return (
      <p className="text-muted">
        <WithLink
          text={m.prefs_board_empty}
          link={
            <Link to={paths.inviteCotenants} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {m.prefs_board_invite_link()}
            </Link>
          }
        />
      </p>
    );
  }
  return (
    <>
      <p className="text-muted">{m.prefs_board_intro()}</p>
      <ul className="flex flex-col gap-3" aria-label={m.prefs_board_list_label()}>
        {board.members.map((member, index) => {
          const waiting = waitingStep(member.progress, documentsOpen);
          return (
            <li key={`${member.fullName}-${index}`} className={rowClass}>
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-semibold wrap-anywhere text-brand-900">{member.fullName}</span>
                {waiting ? (
                  <Badge tone="attention" className="w-fit">
                    {/* The badge keeps to one line; a long reason wraps inside it at 390 px rather than spill out. */}
                    <span className="whitespace-normal">{waitingLabels[waiting]()}</span>
                  </Badge>
                ) : (
                  <Badge tone="positive" className="w-fit">
                    {m.prefs_board_all_done()}
                  </Badge>
                )}
              </div>
              <ul className={ticksClass} aria-label={m.prefs_board_member_progress({ name: member.fullName })}>
                {ticks.map((tick) => (
                  <Tick key={tick.key} label={tick.label()} done={tick.key === 'registered' || member.progress[tick.key]} />
                ))}
              </ul>
            </li>
          );
        })}
        {board.invited.map((invitation) => (
          <li key={invitation.email} className={rowClass}>
            <div className="flex min-w-0 flex-col gap-1">
              <span dir="ltr" className="font-semibold break-all text-brand-900">
                {invitation.email}
              </span>
              <Badge tone="neutral" className="w-fit">
                <Clock className="size-3.5" aria-hidden />
                {m.prefs_board_invited()}
              </Badge>
            </div>
            <p className="text-muted">
              {invitation.status === 'expired' ? (
                <WithLink
                  text={m.prefs_board_expired}
                  link={
                    <Link to={paths.inviteCotenants} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                      {m.prefs_board_send_fresh()}
                    </Link>
                  }
                />
              ) : (
                m.prefs_board_waiting_link()
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
