import type { SharedFileRecord } from '@nestway/core/shared-files';
import { formatUkDateTime } from '@nestway/core/uk-time';
import { Download, FolderOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useAdminDownloadSharedFile, useClientSharedFiles, useDeleteSharedFile } from '@/queries/shared-files';
import { QueryContent } from '@/components/query/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailSection } from '@/components/ui/detail-section';
import { toast, toastError } from '@/components/ui/use-toast';
import { SharedFileDetails } from '../shared-file-details';
import { ShareFileDialog } from './share-file-dialog';

/** Files Shared with User on the admin client page: what was shared, whether the client downloaded it, upload and delete. */
export function SharedFilesAdminSection({ clientId }: { clientId: string }) {
  const files = useClientSharedFiles(clientId);
  return (
    <DetailSection title="Files Shared with User" icon={<FolderOpen aria-hidden />} actions={<ShareFileDialog clientId={clientId} />}>
      <QueryContent query={files} loading="Loading files..." failure="The shared files could not be loaded.">
        {(list) =>
          list.length === 0 ? (
            <p className="text-muted">No files shared with this client yet.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((file) => (
                <AdminSharedFileItem key={file.id} file={file} />
              ))}
            </ul>
          )
        }
      </QueryContent>
    </DetailSection>
  );
}

function AdminSharedFileItem({ file }: { file: SharedFileRecord }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSharedFile();
  const download = useAdminDownloadSharedFile();

  const onDelete = () =>
    remove.mutate(
      { params: { id: file.id } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: 'File deleted', description: `${file.displayName} is no longer shared with the client.` });
        },
        onError: (error) => toastError('Failed to delete file', error, 'Please try again.'),
      },
    );
  const onDownload = () =>
    download.mutate(file, {
      onSuccess: () => toast({ title: 'Download Started', description: file.originalFileName }),
      onError: (error) => toastError('Failed to download file', error, 'Please try again.'),
    });

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-sand-200 px-4 py-3 @lg:flex-row @lg:items-start @lg:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <SharedFileDetails file={file} />
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <span className="break-all">{file.originalFileName}</span>
          {file.downloadedAt ? (
            <Badge tone="positive">Downloaded {formatUkDateTime(file.downloadedAt)}</Badge>
          ) : (
            <Badge>Not downloaded yet</Badge>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onDownload} disabled={download.isPending} aria-label={`Download ${file.displayName}`}>
          <Download aria-hidden />
          Download
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${file.displayName}`}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => !remove.isPending && setConfirming(next)}
        title="Delete this file?"
        description={`${file.displayName} will be removed from the client’s dashboard and deleted. This cannot be undone.`}
        confirmLabel="Delete File"
        pendingLabel="Deleting..."
        onConfirm={onDelete}
        pending={remove.isPending}
      />
    </li>
  );
}
