import { okSchema } from '../auth';
import { defineEndpoints, idParams } from '../contract';
import {
  inviteStaffRequestSchema,
  inviteStaffResponseSchema,
  joinStaffRequestSchema,
  staffListSchema,
  staffMessageResponseSchema,
} from '../staff';

export const staffApi = defineEndpoints('Admin: staff', {
  list: {
    method: 'GET',
    path: '/api/admin/staff',
    access: 'admin',
    summary: 'The staff accounts with their last sign-in and status, and the invitations still open.',
    responses: { 200: staffListSchema },
  },
  invite: {
    method: 'POST',
    path: '/api/admin/staff',
    access: 'admin',
    audit: 'staff.invite',
    summary:
      'E-mails a single-use link, valid for 72 hours, with which the person joins the staff; refuses an address that has an account.',
    body: inviteStaffRequestSchema,
    responses: { 201: inviteStaffResponseSchema },
  },
  deactivate: {
    method: 'DELETE',
    path: '/api/admin/staff/{id}',
    access: 'admin',
    audit: 'staff.deactivate',
    summary: 'Deactivates a staff member: their sessions end at once and they cannot sign in again; their history stays.',
    params: idParams,
    responses: { 200: staffMessageResponseSchema },
  },
  join: {
    method: 'POST',
    path: '/api/admin/staff/join',
    access: 'public',
    audit: 'staff.join',
    summary: 'Creates the staff account of an invitation with the password chosen, and signs the new member in.',
    body: joinStaffRequestSchema,
    responses: { 201: okSchema },
  },
});
