import * as m from '@nestway/core/i18n/messages';
import type { SharedFileRecord } from '@nestway/core/shared-files';
import { Download, FolderOpen } from 'lucide-react';
import { useDownloadSharedFile, useSharedFiles } from '@/queries/shared-files';
import { QueryContent } from '@/components/query/query-content';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { toast, toastError } from '@/components/ui/use-toast';
import { isolate } from '@/i18n/rich-text';
import { SharedFileDetails } from './shared-file-details';

/**
 * Files Shared by Admin on the client dashboard: shown only when there are any (or when the list
 * could not be read, so that the failure is not silent). Each file downloads as an attachment.
 */
export function SharedFilesSection() {
  const files = useSharedFiles();
  if (files.isPending || (files.isSuccess && files.data.length === 0)) return null;
  return (
    <div id="shared-files" className="scroll-mt-24">
      <SectionCard icon={FolderOpen} title={m.dashboard_files_title()}>
        <QueryContent query={files} loading={m.dashboard_files_loading()} failure={m.dashboard_files_load_failed()}>
          {(list) => (
            <ul className="flex flex-col gap-3">
              {list.map((file) => (
                <SharedFileItem key={file.id} file={file} />
              ))}
            </ul>
          )}
        </QueryContent>
      </SectionCard>
    </div>
  );
}

function SharedFileItem({ file }: { file: SharedFileRecord }) {
  const download = useDownloadSharedFile();
  const onDownload = () =>
    download.mutate(file, {
      onSuccess: () =>
        toast({
          title: m.dashboard_files_download_started_title(),
          description: m.dashboard_files_download_started({ name: isolate(file.displayName) }),
        }),
      onError: (error) => toastError(m.dashboard_files_download_failed(), error, m.dashboard_try_again()),
    });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-sand-200 bg-sand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <SharedFileDetails file={file} />
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        onClick={onDownload}
        disabled={download.isPending}
        aria-label={m.dashboard_files_download_label({ name: isolate(file.displayName) })}
      >
        <Download aria-hidden />
        {download.isPending ? m.dashboard_files_downloading() : m.dashboard_files_download()}
      </Button>
    </li>
  );
}
