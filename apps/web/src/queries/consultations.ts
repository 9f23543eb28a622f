import { adminApi } from '@nestway/core/contracts/admin';
import { availabilityApi, consultationManagementApi, consultationApi } from '@nestway/core/contracts/consultations';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** The consultation call that applies to the user (a co-tenant's is their leader's), or null. */
export const useConsultation = () => useApiQuery(consultationApi.mine);

/** The active slots with the times already held in them. */
export const useAvailableSlots = () => useApiQuery(consultationApi.availableSlots);

/** Books the consultation, or moves the request; the call and the slots are read again. */
export const useBookConsultation = () =>
  useApiMutation(consultationApi.book, { invalidates: [consultationApi.mine, consultationApi.availableSlots] });

export const useCancelConsultation = () =>
  useApiMutation(consultationApi.cancel, { invalidates: [consultationApi.mine, consultationApi.availableSlots] });

/** The admin's weekly availability. */
export const useAvailability = () => useApiQuery(availabilityApi.list);

const availabilityChanges = { invalidates: [availabilityApi.list] };
export const useCreateSlot = () => useApiMutation(availabilityApi.create, availabilityChanges);
export const useUpdateSlot = () => useApiMutation(availabilityApi.update, availabilityChanges);
export const useDeleteSlot = () => useApiMutation(availabilityApi.remove, availabilityChanges);

/** The admin's call management: each change refreshes the client's record (and so the client list). */
const consultationChanges = { invalidates: [adminApi.clientDetail] };
export const useConfirmConsultation = () => useApiMutation(consultationManagementApi.confirm, consultationChanges);
export const useCompleteConsultation = () => useApiMutation(consultationManagementApi.complete, consultationChanges);
export const useAdminCancelConsultation = () => useApiMutation(consultationManagementApi.cancel, consultationChanges);
export const useScheduleConsultation = () => useApiMutation(consultationManagementApi.scheduleConsultation, consultationChanges);
