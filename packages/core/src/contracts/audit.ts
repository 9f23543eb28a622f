import {
  auditActorsSchema,
  auditLogFilterSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  auditVerifySchema,
  clientActivityQuerySchema,
} from '../audit';
import { defineEndpoints, idParams } from '../contract';

export const auditApi = defineEndpoints('Admin: audit trail', {
  log: {
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    summary: 'The audit trail a page at a time, newest first, filtered by staff member, client, action and dates.',
    query: auditLogQuerySchema,
    responses: { 200: auditLogPageSchema },
  },
  logCsv: {
    method: 'GET',
    path: '/api/admin/audit-log.csv',
    access: 'admin',
    summary: 'Every audit entry the filters match, newest first, as a CSV file.',
    query: auditLogFilterSchema,
    responses: { 200: 'file' },
    downloadTypes: ['text/csv'],
  },
  verify: {
    method: 'GET',
    path: '/api/admin/audit-log/verify',
    access: 'admin',
    summary: "Recomputes the audit trail's hash chain: whether it holds, how many entries were checked, and the first that does not.",
    responses: { 200: auditVerifySchema },
  },
  actors: {
    method: 'GET',
    path: '/api/admin/audit-log/actors',
    access: 'admin',
    summary: 'The staff members who appear in the audit trail, by name, for its filter.',
    responses: { 200: auditActorsSchema },
  },
  clientActivity: {
    method: 'GET',
    path: '/api/admin/users/{id}/activity',
    access: 'admin',
    summary: 'What was done to or by one client, newest first, a page at a time.',
    params: idParams,
    query: clientActivityQuerySchema,
    responses: { 200: auditLogPageSchema },
  },
});
