import { fillPath, type Endpoint, type ParamsOf } from '@nestway/core/contract';
import { apiErrorOf } from './api-client';

/**
 * Downloads an endpoint's file (sent as an attachment) and hands it to the browser's own download,
 * named `fileName`. The file is never opened in the page. A non-OK answer rejects with the ApiError
 * every other call gives.
 */
export async function saveEndpointFile<E extends Endpoint>(endpoint: E, params: ParamsOf<E>, fileName: string): Promise<void> {
  const response = await fetch(fillPath(endpoint.path, params as Record<string, string> | undefined), { credentials: 'include' });
  if (!response.ok) throw await apiErrorOf(response.status, (await response.text()) || response.statusText);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download by now; revoke on the next tick to be safe.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
