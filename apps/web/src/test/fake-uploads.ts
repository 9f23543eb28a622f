import { onTestFinished, vi } from 'vitest';

interface SentUpload {
  method: string;
  url: string;
  form: FormData;
  /** Whether the page aborted it (its Cancel). */
  aborted: boolean;
}

/**
 * Uploads go through XMLHttpRequest (fetch cannot report progress): this stand-in records what was
 * sent, reports half the upload, then answers `status` with `body`, or fails as a request that never
 * reached the server when `status` is 'unreachable', or stays half-sent until aborted when 'never'.
 */
export function fakeUploads(status: number | 'unreachable' | 'never', body?: unknown) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    statusText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    private method = '';
    private record: SentUpload | undefined;
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    send(form: FormData) {
      this.record = { method: this.method, url: this.url, form, aborted: false };
      sent.push(this.record);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      if (status === 'never') return;
      setTimeout(() => {
        if (this.record?.aborted) return;
        if (status === 'unreachable') this.onerror?.();
        else {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        }
        this.onloadend?.();
      }, 10);
    }
    abort() {
      if (!this.record || this.record.aborted) return;
      this.record.aborted = true;
      this.onabort?.();
      this.onloadend?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onTestFinished(() => void vi.unstubAllGlobals());
  return sent;
}
