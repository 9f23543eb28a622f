import { sharedFilesApi } from '@nestway/core/contracts/shared-files';
import type { SharedFileCategory, SharedFileRecord } from '@nestway/core/shared-files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToEndpoint } from '@/lib/upload-to-endpoint';
import { invalidateEndpoints, useApiMutation, useApiQuery } from '@/lib/api-hooks';
import { saveEndpointFile } from '@/lib/save-file';

/** The files the admin team shared with the signed-in client, newest first. */
export const useSharedFiles = () => useApiQuery(sharedFilesApi.mine);

/** The client downloads one of their files; the list is read again, since the server records the download. */
export function useDownloadSharedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Pick<SharedFileRecord, 'id' | 'originalFileName'>) =>
      saveEndpointFile(sharedFilesApi.download, { id: file.id }, file.originalFileName),
    onSuccess: () => invalidateEndpoints(queryClient, [sharedFilesApi.mine]),
  });
}

/** The files shared with a client, for the admin. */
export const useClientSharedFiles = (clientId: string) => useApiQuery(sharedFilesApi.clientFiles, { params: { id: clientId } });

export interface ShareFileInput {
  file: File;
  displayName: string;
  description: string;
  category: SharedFileCategory;
  signal?: AbortSignal;
}

/** The admin shares a file with the client, with upload progress. */
export function useShareFile(clientId: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareFileInput) => {
      const form = new FormData();
      form.append('displayName', input.displayName);
      form.append('description', input.description);
      form.append('category', input.category);
      form.append('file', input.file);
      return uploadToEndpoint(sharedFilesApi.share, { params: { id: clientId }, form, onProgress, signal: input.signal });
    },
    onSuccess: () => invalidateEndpoints(queryClient, [sharedFilesApi.clientFiles]),
  });
}

export const useDeleteSharedFile = () => useApiMutation(sharedFilesApi.remove, { invalidates: [sharedFilesApi.clientFiles] });

/** The admin's copy of a shared file (not counted as the client's download). */
export const useAdminDownloadSharedFile = () =>
  useMutation({
    mutationFn: (file: Pick<SharedFileRecord, 'id' | 'originalFileName'>) =>
      saveEndpointFile(sharedFilesApi.adminDownload, { id: file.id }, file.originalFileName),
  });
