import { defineEndpoints, idParams } from '../contract';
import { clientRetentionSchema, retentionHoldRequestSchema, retentionNoticeSchema } from '../retention';

/** Retention of a client's files, as the admin sees and holds it and the client is told (docs/decisions/036-retention.md). */
export const retentionApi = defineEndpoints('Retention', {
  ownNotice: {
    method: 'GET',
    path: '/api/retention',
    access: 'client',
    summary:
      "When the signed-in client's identity documents, payment proofs and shared files will be deleted under retention, once " +
      'they have been e-mailed about it, or when they were deleted.',
    responses: { 200: retentionNoticeSchema },
  },
  clientRetention: {
    method: 'GET',
    path: '/api/admin/users/{id}/retention',
    access: 'admin',
    summary:
      "When the client's identity documents, payment proofs and shared files are due for deletion, and why (service " +
      'completed, or no activity); the warning e-mail sent, the hold, and the last deletion.',
    params: idParams,
    responses: { 200: clientRetentionSchema },
  },
  setHold: {
    method: 'PUT',
    path: '/api/admin/users/{id}/retention-hold',
    access: 'admin',
    audit: 'client.retention.hold',
    summary:
      "Puts the client's files on hold ({ hold: true, reason? }): nothing is warned about or deleted until it is released " +
      "({ hold: false }). Answers the client's retention as GET .../retention does.",
    params: idParams,
    body: retentionHoldRequestSchema,
    responses: { 200: clientRetentionSchema },
  },
});
