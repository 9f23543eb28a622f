import { okSchema } from '../auth';
import { defineEndpoints, idParams } from '../contract';
import { createRejectionReasonSchema, rejectionReasonListSchema, rejectionReasonSchema } from '../rejection-reasons';

export const rejectionReasonsApi = defineEndpoints('Admin: rejection reasons', {
  list: {
    method: 'GET',
    path: '/api/admin/rejection-reasons',
    access: 'admin',
    summary: "Staff's saved reasons for rejecting a document or a payment, oldest first.",
    responses: { 200: rejectionReasonListSchema },
  },
  create: {
    method: 'POST',
    path: '/api/admin/rejection-reasons',
    access: 'admin',
    audit: 'rejection_reason.create',
    summary: 'Saves a reason for next time; a reason already on the list (whatever its case) is refused with 409.',
    body: createRejectionReasonSchema,
    responses: { 201: rejectionReasonSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/rejection-reasons/{id}',
    access: 'admin',
    audit: 'rejection_reason.delete',
    summary: 'Removes a reason from the list; notes already sent with it stay as they were.',
    params: idParams,
    responses: { 200: okSchema },
  },
});
