import { onTestFinished, vi } from 'vitest';

interface SentUpload {
  method: string;
  url: string;
  form: FormData;
}

/**
 * Uploads go through XMLHttpRequest (fetch cannot report progress): this stand-in records what was
 * sent, reports half the upload, then answers `status` with `body`, or fails as a request that never
 * reached the server when `status` is 'unreachable'.
 */
export function fakeUploads(status: number | 'unreachable', body?: unknown) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    statusText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    send(form: FormData) {
      sent.push({ method: this.method, url: this.url, form });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      setTimeout(() => {
        if (status === 'unreachable') return this.onerror?.();
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onTestFinished(() => void vi.unstubAllGlobals());
  return sent;
}
