import { adminApi } from '@nestway/core/contracts/admin';
import { clientAccountApi } from '@nestway/core/contracts/client-account';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** Saves the admin team's private notes; the client record is read again. */
export const useSaveClientNotes = () => useApiMutation(clientAccountApi.saveNotes, { invalidates: [adminApi.clientDetail] });

/** Sets the client's password (the server ends their sessions and e-mails them). */
export const useResetClientPassword = () => useApiMutation(clientAccountApi.resetPassword);

/** The client's status overrides, newest first. */
export const useOverrideHistory = (id: string) => useApiQuery(clientAccountApi.overrideHistory, { params: { id } });

/**
 * Sets the client's application step; the client record (override and badges), the client list and
 * the history are read again.
 */
export const useOverrideStatus = () =>
  useApiMutation(clientAccountApi.overrideStatus, {
    invalidates: [adminApi.clientDetail, adminApi.listClients, clientAccountApi.overrideHistory],
  });
