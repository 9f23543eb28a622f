import { adminApi } from '@nestway/core/contracts/admin';
import { offersApi } from '@nestway/core/contracts/offers';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** The signed-in client's offers, newest first, withdrawn ones included. */
export const useMyOffers = (userId: string) => useApiQuery(offersApi.mine, { params: { userId } });

/** Makes an offer on a viewing that has a video; the offers are read again. */
export const useCreateOffer = () => useApiMutation(offersApi.create, { invalidates: [offersApi.mine] });

/** Withdraws a pending offer (an accepted one answers 409 with requiresAdminContact); the offers are read again. */
export const useWithdrawOffer = () => useApiMutation(offersApi.withdraw, { invalidates: [offersApi.mine] });

/** Every offer with its property and client, pending ones first. */
export const useAdminOffers = () => useApiQuery(offersApi.all);

/**
 * Accepts or rejects a pending offer. The client list is read again too: its summary counts the
 * Pending Offers card shows, and an accepted offer changes the client's stage.
 */
export const useRespondToOffer = () => useApiMutation(offersApi.respond, { invalidates: [offersApi.all, adminApi.listClients] });
