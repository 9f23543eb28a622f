import type { FastifyInstance } from 'fastify';
import type { HttpSession } from './http-session';
import { TEST_APP_URL } from './test-app';

export interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
  /** The form field; proofImage unless told otherwise. */
  field?: string;
}

export { sampleFiles } from '../../../../test-support/fixtures/files';

/** Sends a multipart form as the browser would: same-origin Origin, the client's session cookie. */
export async function sendForm(
  app: FastifyInstance,
  as: HttpSession,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file?: FilePart | FilePart[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of [file ?? []].flat()) form.append(part.field ?? 'proofImage', new Blob([part.bytes], { type: part.type }), part.name);
  const request = new Request('http://localhost', { method: 'POST', body: form });
  const cookie = as.sessionCookie();
  return app.inject({
    method,
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { origin: TEST_APP_URL, 'content-type': request.headers.get('content-type')!, ...(cookie ? { cookie } : {}) },
  });
}
