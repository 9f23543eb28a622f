import * as z from 'zod/mini';
import { defineEndpoints } from '../contract';

export const referenceApi = defineEndpoints('Reference', {
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This API as an OpenAPI 3.1 document, generated from the endpoint contracts.',
    responses: { 200: z.record(z.string(), z.unknown()) },
  },
});
