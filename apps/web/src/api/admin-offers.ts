import { adminApi } from '@nestway/core/contracts/admin';
import { offersApi } from '@nestway/core/contracts/offers';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';
import { STALE_30_SECONDS } from '@/lib/query-client';

/** Every offer with its property and client, pending ones first. */
export const useAdminOffers = () => useApiQuery(offersApi.all, { staleTime: STALE_30_SECONDS });

/**
 * Accepts or rejects a pending offer. The client list is read again too: its summary counts the
 * Pending Offers card shows, and an accepted offer changes the client's stage.
 */
export const useRespondToOffer = () => useApiMutation(offersApi.respond, { invalidates: [offersApi.all, adminApi.listClients] });
