import type { AcceptInvitationResponse } from '@nestway/core/groups';
import { apiRequest } from '@/lib/api-client';

/** Joins the signed-in user to the group of the invitation; repeating it answers the same success. */
export const acceptInvitation = (invitationToken: string) =>
  apiRequest<AcceptInvitationResponse>('POST', '/api/groups/accept-invitation', { invitationToken });
