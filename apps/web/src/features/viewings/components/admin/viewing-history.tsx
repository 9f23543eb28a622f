import { formatUkDateTime } from '@nestway/core/uk-time';
import { VIEWING_HISTORY_MONTHS, VIEWING_HISTORY_PAGE_SIZE, type ViewingSession } from '@nestway/core/viewings';
import { youtubeWatchUrl } from '@nestway/core/youtube';
import { useId, useState } from 'react';
import { useCancelSessionUser, useViewingSessions } from '@/queries/viewings';
import { QueryContent } from '@/components/query/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { Pager, usePagedList } from '@/components/ui/pager';
import { toast } from '@/components/ui/use-toast';
import { AddVideoDialog } from './add-video-dialog';
import { CancelViewingDialog } from './cancel-viewing-dialog';
import { propertyFacts } from './property-facts';
import { ViewingStatusBadge } from '../viewing-status-badge';

type SessionUser = ViewingSession['users'][number];

/** The viewing sessions of the last 3 months and those to come, 8 to a page, each with its clients. */
export function ViewingHistory() {
  const headingId = useId();
  const sessions = useViewingSessions();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="font-semibold text-brand-900">
          Viewing History
        </h3>
        <p className="text-sm text-muted">
          Viewings and shared videos of the last {VIEWING_HISTORY_MONTHS} months and those to come, latest first. Times are UK time.
        </p>
      </div>
      <QueryContent query={sessions} loading="Loading viewings..." failure="The viewing history could not be loaded.">
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-xl bg-sand-100 p-4 text-muted">No viewings in the last {VIEWING_HISTORY_MONTHS} months.</p>
          ) : (
            <SessionPages sessions={list} />
          )
        }
      </QueryContent>
    </section>
  );
}

function SessionPages({ sessions }: { sessions: readonly ViewingSession[] }) {
  const paged = usePagedList(sessions, VIEWING_HISTORY_PAGE_SIZE);
  return (
    <>
      <ul className="flex flex-col gap-3">
        {paged.items.map((session) => (
          <SessionItem key={session.viewingSessionId} session={session} />
        ))}
      </ul>
      {paged.pageCount > 1 && <Pager label="Viewing history pages" {...paged} />}
    </>
  );
}

function SessionItem({ session }: { session: ViewingSession }) {
  const headingId = useId();
  const everyoneCancelled = session.activeUserCount === 0;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-sand-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span id={headingId} className="font-semibold break-words text-ink">
              {session.propertyAddress}
            </span>
            <Badge tone={session.kind === 'bulk' ? 'info' : 'neutral'}>{session.kind === 'bulk' ? 'Bulk viewing' : 'Video shared'}</Badge>
          </p>
          <p className="text-sm text-muted">{propertyFacts(session)}</p>
          <p className="text-sm text-ink">
            {session.kind === 'bulk' ? 'Viewing' : 'Shared'} {formatUkDateTime(session.viewingDateTime)}
          </p>
          <p className="text-sm text-muted">
            {session.activeUserCount} of {session.userCount} client{session.userCount === 1 ? '' : 's'} active
          </p>
          <p className="text-sm">
            {session.youtubeVideoId ? (
              <>
                <span className="text-muted">Video: </span>
                <ExternalLink href={youtubeWatchUrl(session.youtubeVideoId)} className="font-semibold break-words text-brand-700 underline">
                  {session.videoTitle ?? 'Watch on YouTube'}
                </ExternalLink>
              </>
            ) : (
              <span className="text-muted">No video yet</span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
          {everyoneCancelled ? (
            <p className="text-xs text-muted">Every client is cancelled: no one to send a video to.</p>
          ) : (
            <AddVideoDialog
              target={{ kind: 'session', id: session.viewingSessionId }}
              propertyAddress={session.propertyAddress}
              current={{ youtubeVideoId: session.youtubeVideoId, videoTitle: session.videoTitle }}
            />
          )}
        </div>
      </div>
      <ul
        aria-label={`Clients of ${session.propertyAddress}`}
        className="flex flex-col divide-y divide-sand-200 rounded-lg border border-sand-200"
      >
        {session.users.map((user) => (
          <SessionUserRow key={user.id} session={session} user={user} />
        ))}
      </ul>
    </li>
  );
}

function SessionUserRow({ session, user }: { session: ViewingSession; user: SessionUser }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSessionUser();
  const onConfirm = (reason: string | null) =>
    cancel
      .mutateAsync({ params: { sessionId: session.viewingSessionId, userId: user.userId }, body: { reason } })
      .then(() => toast({ title: 'Viewing cancelled', description: `${user.userName} has been taken off this viewing and e-mailed.` }));

  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col">
        <span className="font-semibold text-ink">{user.userName}</span>
        <span className="text-sm break-all text-muted">{user.email}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ViewingStatusBadge status={user.status} />
        {session.youtubeVideoId &&
          user.status !== 'cancelled' &&
          (user.videoWatchedAt ? (
            <Badge tone="positive">Watched {formatUkDateTime(user.videoWatchedAt)}</Badge>
          ) : (
            <Badge>Not watched yet</Badge>
          ))}
        {user.status === 'scheduled' && (
          <Button variant="ghost" size="sm" className="text-danger hover:bg-red-50" onClick={() => setConfirming(true)}>
            Cancel <span className="sr-only">{user.userName}’s viewing</span>
          </Button>
        )}
      </div>
      <CancelViewingDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel ${user.userName}’s viewing?`}
        description={`${user.userName} will be taken off the viewing of ${session.propertyAddress} and e-mailed. You can reactivate it from their page.`}
        onConfirm={onConfirm}
        failureTitle="Failed to cancel viewing"
      />
    </li>
  );
}
