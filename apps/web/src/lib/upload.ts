import { ApiError } from './api-client';

/**
 * Sends a multipart form with upload progress (fetch cannot report it). Resolves with the JSON answer;
 * a non-OK answer rejects with the same ApiError as every other call.
 */
export function uploadForm<T>(method: 'POST' | 'PUT', url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : {}) as T);
      } else {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload did not reach the server. Check your connection and try again.'));
    xhr.send(form);
  });
}
