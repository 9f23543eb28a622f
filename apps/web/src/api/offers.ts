import { offersApi } from '@nestway/core/contracts/offers';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** The signed-in client's offers, newest first, withdrawn ones included. */
export const useMyOffers = (userId: string) => useApiQuery(offersApi.mine, { params: { userId } });

/** Makes an offer on a viewing that has a video; the offers are read again. */
export const useCreateOffer = () => useApiMutation(offersApi.create, { invalidates: [offersApi.mine] });

/** Withdraws a pending offer (an accepted one answers 409 with requiresAdminContact); the offers are read again. */
export const useWithdrawOffer = () => useApiMutation(offersApi.withdraw, { invalidates: [offersApi.mine] });
