import { adminApi } from '@nestway/core/contracts/admin';
import { documentsApi } from '@nestway/core/contracts/documents';
import type { DocumentType } from '@nestway/core/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToEndpoint } from '@/lib/upload-to-endpoint';
import { invalidateEndpoints, useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** The client's documents, newest first. */
export const useDocuments = () => useApiQuery(documentsApi.mine);

export interface DocumentUploadInput {
  type: DocumentType;
  files: File[];
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads files of one type, with progress; the list is read again. */
export function useUploadDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, files, onProgress, signal }: DocumentUploadInput) => {
      const form = new FormData();
      form.append('type', type);
      for (const file of files) form.append('documents', file);
      return uploadToEndpoint(documentsApi.upload, { form, onProgress, signal });
    },
    onSuccess: () => invalidateEndpoints(queryClient, [documentsApi.mine]),
  });
}

/** The admin's decision on a document; the client's record (and the client list) is read again. */
export const useReviewDocument = () => useApiMutation(documentsApi.review, { invalidates: [adminApi.clientDetail] });
