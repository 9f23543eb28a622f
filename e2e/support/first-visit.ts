import type { Page } from '@playwright/test';

export interface Transfer {
  /** CDP's resource type: Document, Script, Stylesheet, Font, Image, Fetch... */
  type: string;
  /** The path and query of the request. */
  path: string;
  /** Bytes on the wire (the browser's count): the status line and headers, then the body. */
  bytes: number;
  /** Of which the status line and the headers, as the server sent them. */
  headerBytes: number;
  /** Of which the body, as it came (compressed). */
  bodyBytes: number;
}

/**
 * Opens `url` in `page` with the browser cache off and returns every response it received, with its
 * size on the wire, once the page has loaded and the network has been quiet for half a second (the
 * scripts that hydrate it and the chunks they load included).
 */
export async function firstVisitTransfers(page: Page, url: string): Promise<Transfer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const transfers = new Map<string, Transfer>();
  const transfer = (requestId: string) => {
    if (!transfers.has(requestId)) transfers.set(requestId, { type: '', path: '', bytes: 0, headerBytes: 0, bodyBytes: 0 });
    return transfers.get(requestId)!;
  };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const url = new URL(response.url);
    Object.assign(transfer(requestId), { type, path: `${url.pathname}${url.search}` });
  });
  // The raw status line and headers; over HTTP/1.1 the browser reports them as received.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, headersText }) => {
    if (headersText) transfer(requestId).headerBytes = headersText.length;
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    transfer(requestId).bodyBytes += encodedDataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    transfer(requestId).bytes = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  return [...transfers.values()].filter((t) => t.path !== '');
}
