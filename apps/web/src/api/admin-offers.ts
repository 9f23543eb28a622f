import { adminApi } from '@nestway/core/contracts/admin';
import { offersApi } from '@nestway/core/contracts/offers';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** Every offer with its property and client, pending ones first. */
export const useAdminOffers = () => useApiQuery(offersApi.all);

/**
 * Accepts or rejects a pending offer. The client list is read again too: its summary counts the
 * Pending Offers card shows, and an accepted offer changes the client's stage.
 */
export const useRespondToOffer = () => useApiMutation(offersApi.respond, { invalidates: [offersApi.all, adminApi.listClients] });
