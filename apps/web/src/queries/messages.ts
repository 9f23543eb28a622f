import { messagesApi } from '@nestway/core/contracts/messages';
import { useApiMutation, useApiQuery } from '@/lib/api-hooks';

/** Unread messages are fresh for 10 seconds (the spec's constant), so a new one pops up soon after it is sent. */
const UNREAD_STALE_MS = 10_000;

export const useMessages = () => useApiQuery(messagesApi.mine);
export const useUnreadMessages = () => useApiQuery(messagesApi.unread, { staleTime: UNREAD_STALE_MS });
export const useMarkMessageRead = () => useApiMutation(messagesApi.markRead, { invalidates: [messagesApi.unread, messagesApi.mine] });

export const useClientMessages = (clientId: string) => useApiQuery(messagesApi.history, { params: { id: clientId } });
export const useSendMessage = () => useApiMutation(messagesApi.send, { invalidates: [messagesApi.history] });
