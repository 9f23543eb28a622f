import { formatUkDateTime, viewerLocalTime } from '@nestway/core/uk-time';
import type { ViewingRecord } from '@nestway/core/viewings';
import { youtubeWatchUrl } from '@nestway/core/youtube';
import { CalendarDays, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useClientViewings, useUpdateViewing } from '@/queries/viewings';
import { QueryContent } from '@/components/query/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DetailSection } from '@/components/ui/detail-section';
import { ExternalLink } from '@/components/ui/external-link';
import { toast, toastError } from '@/components/ui/use-toast';
import { AddVideoDialog } from './add-video-dialog';
import { CancelViewingDialog } from './cancel-viewing-dialog';
import { propertyFacts } from './property-facts';
import { ViewingStatusBadge } from '../viewing-status-badge';
import { ViewingDialog } from './viewing-dialog';

/** Property Viewings on the admin client page: the client's viewings, added, edited, cancelled, reactivated, with their videos. */
export function ClientViewingsSection({ clientId }: { clientId: string }) {
  const viewings = useClientViewings(clientId);
  return (
    <DetailSection title="Property Viewings" icon={<CalendarDays aria-hidden />} actions={<ViewingDialog clientId={clientId} />}>
      <QueryContent query={viewings} loading="Loading viewings..." failure="The viewings could not be loaded.">
        {(list) =>
          list.length === 0 ? (
            <p className="text-muted">No viewings booked for this client yet.</p>
          ) : (
            <ul className="grid gap-2 @2xl:grid-cols-2">
              {list.map((viewing) => (
                <ViewingItem key={viewing.id} clientId={clientId} viewing={viewing} />
              ))}
            </ul>
          )
        }
      </QueryContent>
    </DetailSection>
  );
}

function ViewingItem({ clientId, viewing }: { clientId: string; viewing: ViewingRecord }) {
  const [cancelling, setCancelling] = useState(false);
  const update = useUpdateViewing();
  const local = viewerLocalTime(viewing.viewingDateTime);

  const cancel = (reason: string | null) =>
    update
      .mutateAsync({ params: { id: viewing.id }, body: reason ? { status: 'cancelled', adminNotes: reason } : { status: 'cancelled' } })
      .then(() => toast({ title: 'Viewing cancelled', description: `The viewing of ${viewing.propertyAddress} is cancelled.` }));
  const reactivate = () =>
    update.mutate(
      { params: { id: viewing.id }, body: { status: 'scheduled' } },
      {
        onSuccess: () => toast({ title: 'Viewing reactivated', description: `${viewing.propertyAddress} is scheduled again.` }),
        onError: (error) => toastError('Failed to add or update viewing', error),
      },
    );

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-sand-200 px-4 py-3">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-ink">{viewing.propertyAddress}</span>
          <ViewingStatusBadge status={viewing.status} />
        </p>
        <p className="text-sm text-muted">{propertyFacts(viewing)}</p>
        <p className="text-sm text-ink">
          {formatUkDateTime(viewing.viewingDateTime)}
          {local && <span className="text-muted"> ({local} your time)</span>}
        </p>
        {viewing.adminNotes && (
          <p className="text-sm whitespace-pre-line">
            <span className="text-muted">Notes: </span>
            {viewing.adminNotes}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1 text-sm">
        {viewing.youtubeVideoId ? (
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-muted">Video:</span>
            <ExternalLink href={youtubeWatchUrl(viewing.youtubeVideoId)} className="font-semibold break-words text-brand-700 underline">
              {viewing.videoTitle ?? 'Watch on YouTube'}
            </ExternalLink>
            {viewing.videoWatchedAt ? (
              <Badge tone="positive">Watched {formatUkDateTime(viewing.videoWatchedAt)}</Badge>
            ) : (
              <Badge>Not watched yet</Badge>
            )}
          </p>
        ) : (
          <p className="text-muted">No video yet</p>
        )}
        {viewing.userFeedback && (
          <div className="mt-1 rounded-lg bg-sand-50 p-3">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">Client feedback</p>
            <p className="mt-1 whitespace-pre-line text-ink">{viewing.userFeedback}</p>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <ViewingDialog clientId={clientId} viewing={viewing} />
        {viewing.status !== 'cancelled' && (
          <AddVideoDialog target={{ kind: 'viewing', id: viewing.id }} propertyAddress={viewing.propertyAddress} current={viewing} />
        )}
        {viewing.status === 'scheduled' && (
          <Button variant="ghost" size="sm" className="text-danger hover:bg-red-50" onClick={() => setCancelling(true)}>
            <X aria-hidden />
            Cancel <span className="sr-only">viewing of {viewing.propertyAddress}</span>
          </Button>
        )}
        {viewing.status === 'cancelled' && (
          <Button variant="outline" size="sm" onClick={reactivate} disabled={update.isPending}>
            <RotateCcw aria-hidden />
            {update.isPending ? 'Reactivating...' : 'Reactivate'} <span className="sr-only">viewing of {viewing.propertyAddress}</span>
          </Button>
        )}
      </div>
      <CancelViewingDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel this viewing?"
        description={`The viewing of ${viewing.propertyAddress} on ${formatUkDateTime(viewing.viewingDateTime)} will be cancelled. You can reactivate it later.`}
        hint="Saved as the viewing’s notes, which the client sees. Left blank, the notes stay as they are."
        onConfirm={cancel}
        failureTitle="Failed to add or update viewing"
      />
    </li>
  );
}
