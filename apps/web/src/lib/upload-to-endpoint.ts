import type { Endpoint, ParamsOf, ResultOf } from '@nestway/core/contract';
import * as m from '@nestway/core/i18n/messages';
import { ApiError, apiErrorOf, endpointUrl, parseAnswer, UploadCancelledError, type CallInput } from './api-client';

/** What an upload is sent with: its path parameters, the form, progress as a fraction, and a signal that cancels it. */
export interface UploadInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  form: FormData;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The person stopped it: the toast says so plainly (components/ui/use-toast.ts reads `toast`), not as a failure. */
const cancelled = () =>
  Object.assign(new UploadCancelledError(), {
    toast: { title: m.common_upload_cancelled_title(), description: m.common_upload_cancelled_body() },
  });

/**
 * Sends a multipart form to an endpoint with upload progress (fetch cannot report it). A non-OK
 * answer rejects with the same ApiError as every other call; an aborted signal stops the upload and
 * rejects with UploadCancelledError.
 */
export function uploadToEndpoint<E extends Endpoint>(
  endpoint: E,
  { params, form, onProgress, signal }: UploadInput<E>,
): Promise<ResultOf<E>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', cancel);
    xhr.onabort = () => reject(cancelled());
    xhr.open(endpoint.method, endpointUrl(endpoint, { params } as CallInput<E>));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return void apiErrorOf(xhr.status, xhr.responseText || xhr.statusText).then(reject);
      onProgress?.(1);
      try {
        resolve(parseAnswer(endpoint, JSON.parse(xhr.responseText) as unknown));
      } catch (error) {
        reject(error instanceof ApiError ? error : new ApiError(xhr.status, xhr.responseText));
      }
    };
    // Written as an error body so that screens show this sentence rather than their fallback.
    const unreachable = JSON.stringify({ message: m.common_upload_unreachable() });
    xhr.onerror = () => reject(new ApiError(0, unreachable));
    xhr.send(form);
  });
}
