import { adminApi } from '@nestway/core/contracts/admin';
import { availabilityApi, callManagementApi, callsApi } from '@nestway/core/contracts/calls';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** The consultation call that applies to the user (a co-tenant's is their leader's), or null. */
export const useCallSchedule = () => useApiQuery(callsApi.mine);

/** The active slots with the times already held in them. */
export const useAvailableSlots = () => useApiQuery(callsApi.availableSlots);

/** Books the consultation, or moves the request; the call and the slots are read again. */
export const useBookCall = () => useApiMutation(callsApi.book, { invalidates: [callsApi.mine, callsApi.availableSlots] });

export const useCancelCall = () => useApiMutation(callsApi.cancel, { invalidates: [callsApi.mine, callsApi.availableSlots] });

/** The admin's weekly availability. */
export const useAvailability = () => useApiQuery(availabilityApi.list);

const availabilityChanges = { invalidates: [availabilityApi.list] };
export const useCreateSlot = () => useApiMutation(availabilityApi.create, availabilityChanges);
export const useUpdateSlot = () => useApiMutation(availabilityApi.update, availabilityChanges);
export const useDeleteSlot = () => useApiMutation(availabilityApi.remove, availabilityChanges);

/** The admin's call management: each change refreshes the client's record (and so the client list). */
const callChanges = { invalidates: [adminApi.clientDetail] };
export const useConfirmCall = () => useApiMutation(callManagementApi.confirm, callChanges);
export const useCompleteCall = () => useApiMutation(callManagementApi.complete, callChanges);
export const useAdminCancelCall = () => useApiMutation(callManagementApi.cancel, callChanges);
export const useCreateAppointment = () => useApiMutation(callManagementApi.createAppointment, callChanges);
