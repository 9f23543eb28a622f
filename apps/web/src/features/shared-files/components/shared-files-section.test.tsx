import type { SharedFileRecord } from '@nestway/core/shared-files';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { SharedFilesSection } from './shared-files-section';

const invoice: SharedFileRecord = {
  id: 'f1',
  displayName: 'March invoice',
  description: 'Rent for March',
  category: 'invoice',
  originalFileName: 'invoice-march.pdf',
  contentType: 'application/pdf',
  fileSize: 250_000,
  isDownloaded: false,
  downloadedAt: null,
  createdAt: '2027-03-01T10:00:00.000Z',
};

/** jsdom has no object URLs; the download hands the blob to one and clicks a link to it. */
function stubObjectUrls() {
  const created = vi.fn(() => 'blob:test');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {});
  return { created, clicked };
}

afterEach(() => vi.restoreAllMocks());

describe('SharedFilesSection', () => {
  it('shows nothing when no file was shared', async () => {
    const { calls } = fakeApi({ 'GET /api/user/shared-files': [] });
    const { container } = renderWithProviders(<SharedFilesSection />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(screen.queryByRole('region', { name: 'Files Shared by Admin' })).toBeNull();
  });

  it('lists each file with its name, description, category, size in KB and date', async () => {
    fakeApi({ 'GET /api/user/shared-files': [invoice] });
    renderWithProviders(<SharedFilesSection />);
    const section = await screen.findByRole('region', { name: 'Files Shared by Admin' });
    const item = within(section).getByRole('listitem');
    expect(item.textContent).toContain('March invoice');
    expect(item.textContent).toContain('Invoice');
    expect(item.textContent).toContain('Rent for March');
    expect(item.textContent).toContain('244.1 KB');
    expect(item.textContent).toContain('Shared 1 March 2027');
  });

  it('downloads the file under its own name and says Download Started', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/user/shared-files': [invoice],
      'GET /api/user/shared-files/f1/download': new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const { clicked } = stubObjectUrls();
    renderWithProviders(<SharedFilesSection />);
    await user.click(await screen.findByRole('button', { name: 'Download March invoice' }));
    expect(await screen.findByText('Download Started')).toBeTruthy();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoice-march.pdf');
    // The list is read again: the server recorded the download.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/user/shared-files')).toHaveLength(2));
  });

  it('says Failed to download file with the server’s reason when the download fails', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/user/shared-files': [invoice],
      'GET /api/user/shared-files/f1/download': apiError('not_found', 'File not found'),
    });
    const { clicked } = stubObjectUrls();
    renderWithProviders(<SharedFilesSection />);
    await user.click(await screen.findByRole('button', { name: 'Download March invoice' }));
    expect(await screen.findByText('Failed to download file')).toBeTruthy();
    expect(screen.getByText('File not found')).toBeTruthy();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('shows the failure to read the list, with Try Again', async () => {
    fakeApi({ 'GET /api/user/shared-files': apiError('service_unavailable', 'The service is busy. Please try again.') });
    renderWithProviders(<SharedFilesSection />);
    expect((await screen.findByRole('alert')).textContent).toContain('The service is busy. Please try again.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
