import * as z from 'zod/mini';
import { callScheduleRecordSchema } from '../calls';
import { defineEndpoints } from '../contract';

export const callsApi = defineEndpoints('Consultation calls', {
  mine: {
    method: 'GET',
    path: '/api/call-schedule',
    access: 'tenant',
    summary: "The consultation call that applies to the tenant (a co-tenant's is their group leader's), or null.",
    responses: { 200: z.nullable(callScheduleRecordSchema) },
  },
});
