import * as z from 'zod/mini';
import { defineEndpoints } from '../contract';
import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  invitationLookupSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  myGroupSchema,
} from '../groups';

export const groupsApi = defineEndpoints('Co-tenant groups', {
  invite: {
    method: 'POST',
    path: '/api/groups/invite',
    access: 'client',
    summary: "Sets the leader's invitation list: each address gets a fresh single-use link by e-mail.",
    body: inviteRequestSchema,
    responses: { 200: inviteResponseSchema },
  },
  invitation: {
    method: 'GET',
    path: '/api/groups/invitation/{token}',
    access: 'public',
    summary: 'What the co-tenant registration screen shows about a live invitation.',
    params: z.object({ token: z.string() }),
    responses: { 200: invitationLookupSchema },
  },
  acceptInvitation: {
    method: 'POST',
    path: '/api/groups/accept-invitation',
    access: 'client',
    unprovenEmail: 'allowed',
    summary:
      'Joins the signed-in client to the group of the invitation sent to their address; the invitation proves the address, so an unverified account becomes verified.',
    body: acceptInvitationRequestSchema,
    responses: { 200: acceptInvitationResponseSchema },
  },
  mine: {
    method: 'GET',
    path: '/api/groups/me',
    access: 'client',
    summary: "The client's group: their role, the members and (for the leader) the invitations.",
    responses: { 200: myGroupSchema },
  },
});
