import { rightToRentApi } from '@nestway/core/contracts/right-to-rent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints, useApiMutation, useApiQuery } from '@/lib/api-hooks';
import { saveEndpointFile } from '@/lib/save-file';
import { uploadToEndpoint } from '@/lib/upload-to-endpoint';

/** The signed-in client's share code, its staleness and the latest check. */
export const useRightToRent = () => useApiQuery(rightToRentApi.mine);

export const useGiveShareCode = () => useApiMutation(rightToRentApi.giveShareCode, { invalidates: [rightToRentApi.mine] });

/** A client's Right to Rent, for the admin's client page. */
export const useClientRightToRent = (clientId: string) => useApiQuery(rightToRentApi.clientRecord, { params: { id: clientId } });

/** The dashboard card's clients: follow-ups due. */
export const useRightToRentFollowUps = () => useApiQuery(rightToRentApi.followUps);

export interface RecordCheckInput {
  checkedOn: string;
  outcome: string;
  permissionExpiresOn: string;
  resultPdf: File | null;
}

/** The admin records a check, with the Home Office result PDF when one is chosen. */
export function useRecordRightToRentCheck(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resultPdf, ...fields }: RecordCheckInput) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (resultPdf) form.append('resultPdf', resultPdf);
      return uploadToEndpoint(rightToRentApi.recordCheck, { params: { id: clientId }, form });
    },
    onSuccess: () => invalidateEndpoints(queryClient, [rightToRentApi.clientRecord, rightToRentApi.followUps]),
  });
}

/** The staff open a check's Home Office result (an audited read). */
export const useDownloadCheckResult = () =>
  useMutation({
    mutationFn: (check: { id: string; fileName: string }) =>
      saveEndpointFile(rightToRentApi.downloadResult, { id: check.id }, check.fileName),
  });
