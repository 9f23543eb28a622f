/**
 * The headers of a file download: never rendered by the browser as a page (attachment, nosniff), never
 * cached by a shared cache, and named as it was uploaded (RFC 6266, with an ASCII fallback).
 */
export function attachmentHeaders(contentType: string, fileName: string): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}
