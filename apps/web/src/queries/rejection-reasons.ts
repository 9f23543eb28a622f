import { rejectionReasonsApi } from '@nestway/core/contracts/rejection-reasons';
import type { RejectionKind } from '@nestway/core/rejection-reasons';
import { useCallback } from 'react';
import { toast, toastError } from '@/components/ui/use-toast';
import { hasErrorCode } from '@/lib/api-client';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** Staff's saved rejection reasons (decision 038). */
export const useRejectionReasons = () => useApiQuery(rejectionReasonsApi.list);

export const useCreateRejectionReason = () => useApiMutation(rejectionReasonsApi.create, { invalidates: [rejectionReasonsApi.list] });

export const useDeleteRejectionReason = () => useApiMutation(rejectionReasonsApi.remove, { invalidates: [rejectionReasonsApi.list] });

/**
 * A reject dialog's "Save this reason for next time", run once the rejection has gone through: a
 * reason already on the list is what the member wanted anyway, so that refusal is not an error.
 */
export function useSaveReasonForNextTime() {
  const create = useCreateRejectionReason();
  return useCallback(
    (text: string, kind: RejectionKind) =>
      create.mutateAsync({ body: { text, appliesTo: kind } }).then(
        () => toast({ title: 'Reason saved for next time' }),
        (error: unknown) => {
          if (!hasErrorCode(error, 'conflict')) toastError('The reason could not be saved', error);
        },
      ),
    [create],
  );
}
