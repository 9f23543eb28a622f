import type { SharedFileRecord } from '@nestway/core/shared-files';
import { sharedFileMessages, SHARED_FILE_ACCEPT } from '@nestway/core/shared-files';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '@/test/fake-api';
import { fakeUploads } from '@/test/fake-uploads';
import { renderWithProviders } from '@/test/render-with-providers';
import { SharedFilesAdminSection } from './shared-files-admin-section';

const CLIENT = 'client-1';
const contract: SharedFileRecord = {
  id: 'f1',
  displayName: 'Tenancy contract',
  description: null,
  category: 'contract',
  originalFileName: 'contract.pdf',
  contentType: 'application/pdf',
  fileSize: 2048,
  isDownloaded: true,
  downloadedAt: '2027-03-02T09:30:00.000Z',
  createdAt: '2027-03-01T10:00:00.000Z',
};

const render = () => renderWithProviders(<SharedFilesAdminSection clientId={CLIENT} />);

describe('SharedFilesAdminSection', () => {
  it('says when nothing was shared yet', async () => {
    fakeApi({ [`GET /api/admin/users/${CLIENT}/files`]: [] });
    render();
    expect(await screen.findByText('No files shared with this client yet.')).toBeTruthy();
  });

  it('lists the files with their category, size, file name and whether the client downloaded them', async () => {
    fakeApi({
      [`GET /api/admin/users/${CLIENT}/files`]: [
        contract,
        { ...contract, id: 'f2', displayName: 'Receipt', category: 'general', downloadedAt: null, isDownloaded: false },
      ],
    });
    render();
    const section = await screen.findByRole('region', { name: 'Files Shared with User' });
    const [first, second] = await within(section).findAllByRole('listitem');
    expect(first!.textContent).toContain('Tenancy contract');
    expect(first!.textContent).toContain('Contract');
    expect(first!.textContent).toContain('2 KB');
    expect(first!.textContent).toContain('contract.pdf');
    expect(first!.textContent).toContain('Downloaded 2 Mar 2027, 09:30 GMT');
    expect(second!.textContent).toContain('Not downloaded yet');
  });

  it('shows the failure to read the list, with Try Again', async () => {
    fakeApi({ [`GET /api/admin/users/${CLIENT}/files`]: apiError('service_unavailable', 'The service is busy. Please try again.') });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('The service is busy. Please try again.');
  });

  it('deletes a file after asking', async () => {
    const user = userEvent.setup();
    let files = [contract];
    const { calls } = fakeApi({
      [`GET /api/admin/users/${CLIENT}/files`]: () => files,
      'DELETE /api/admin/files/f1': () => {
        files = [];
        return { success: true };
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Tenancy contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete File' }));
    expect(await screen.findByText('No files shared with this client yet.')).toBeTruthy();
    expect(await screen.findByText('File deleted')).toBeTruthy();
  });

  it.each([
    ["the server's reason", apiError('not_found', sharedFileMessages.notFound), sharedFileMessages.notFound],
    ["'Please try again.' when the answer carries no message", new Response('', { status: 502 }), 'Please try again.'],
  ])("shows 'Failed to delete file' with %s, keeping the dialog open and the file listed", async (_label, answer, reason) => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ [`GET /api/admin/users/${CLIENT}/files`]: [contract], 'DELETE /api/admin/files/f1': answer });
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Tenancy contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete File' }));
    const toast = (await screen.findByText('Failed to delete file', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(reason)).toBeTruthy();
    expect(screen.queryByText('File deleted')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Delete this file?' })).toBe(dialog);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete File' }).disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Tenancy contract')).toBeTruthy();
    expect(screen.queryByText('No files shared with this client yet.')).toBeNull();
  });

  it('uploads a file with its display name, description and category, showing progress', async () => {
    // No pause between the steps of each action: the fake upload answers 10 ms after it starts, and the progress shows until then.
    const user = userEvent.setup({ delay: null });
    const created: SharedFileRecord = {
      ...contract,
      id: 'f3',
      displayName: 'April invoice',
      category: 'invoice',
      isDownloaded: false,
      downloadedAt: null,
    };
    let files: SharedFileRecord[] = [];
    const { calls } = fakeApi({ [`GET /api/admin/users/${CLIENT}/files`]: () => files });
    const sent = fakeUploads(201, created);
    render();
    await user.click(await screen.findByRole('button', { name: 'Upload File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload File' });
    const input = within(dialog).getByLabelText<HTMLInputElement>('File');
    expect(input.accept).toBe(SHARED_FILE_ACCEPT);
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Category').value).toBe('general');

    const pdf = new File(['%PDF-1.4'], 'april.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    await user.clear(within(dialog).getByLabelText('Display name'));
    await user.type(within(dialog).getByLabelText('Display name'), ' April invoice ');
    await user.clear(within(dialog).getByLabelText('Description (optional)'));
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Rent for April');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'invoice');
    files = [created];
    await user.click(within(dialog).getByRole('button', { name: 'Upload File' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading file' })).toBeTruthy();
    expect(await screen.findByText('File shared')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(`/api/admin/users/${CLIENT}/files`);
    expect(Object.fromEntries([...sent[0]!.form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      displayName: 'April invoice',
      description: 'Rent for April',
      category: 'invoice',
    });
    expect((sent[0]!.form.get('file') as File).name).toBe('april.pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('April invoice')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it("shows 'Upload failed' when the upload fails without a reason from the server, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    fakeApi({ [`GET /api/admin/users/${CLIENT}/files`]: [] });
    // A proxy's error page: no JSON message of the API's own.
    const sent = fakeUploads(502, 'Bad Gateway');
    render();
    await user.click(await screen.findByRole('button', { name: 'Upload File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload File' });
    await user.upload(within(dialog).getByLabelText('File'), new File(['%PDF-1.4'], 'april.pdf', { type: 'application/pdf' }));
    await user.clear(within(dialog).getByLabelText('Display name'));
    await user.type(within(dialog).getByLabelText('Display name'), 'April invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Upload File' }));
    expect(await screen.findByText('Failed to upload file')).toBeTruthy();
    expect(screen.getByText('Upload failed')).toBeTruthy();
    expect(sent).toHaveLength(1);
    const stillOpen = screen.getByRole('dialog', { name: 'Upload File' });
    expect(within(stillOpen).getByLabelText<HTMLInputElement>('Display name').value).toBe('April invoice');
    expect(screen.queryByText('File shared')).toBeNull();
  });

  it('requires a file and a display name before sending anything', async () => {
    const user = userEvent.setup();
    fakeApi({ [`GET /api/admin/users/${CLIENT}/files`]: [] });
    const sent = fakeUploads(201, contract);
    render();
    await user.click(await screen.findByRole('button', { name: 'Upload File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload File' });
    await user.clear(within(dialog).getByLabelText('Display name'));
    await user.type(within(dialog).getByLabelText('Display name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Upload File' }));
    expect(await within(dialog).findByText(sharedFileMessages.fileMissing)).toBeTruthy();
    expect(within(dialog).getByText(sharedFileMessages.displayNameRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s reason when the upload is refused, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    fakeApi({ [`GET /api/admin/users/${CLIENT}/files`]: [] });
    fakeUploads(415, { code: 'unsupported_media_type', message: sharedFileMessages.wrongType });
    render();
    await user.click(await screen.findByRole('button', { name: 'Upload File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload File' });
    await user.upload(within(dialog).getByLabelText('File'), new File(['<html>'], 'page.png', { type: 'image/png' }));
    await user.clear(within(dialog).getByLabelText('Display name'));
    await user.type(within(dialog).getByLabelText('Display name'), 'Page');
    await user.click(within(dialog).getByRole('button', { name: 'Upload File' }));
    expect(await screen.findByText('Failed to upload file')).toBeTruthy();
    expect(screen.getByText(sharedFileMessages.wrongType)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Upload File' })).toBeTruthy();
  });

  it('refuses a file of a type it does not share in the browser, and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    fakeApi({ [`GET /api/admin/users/${CLIENT}/files`]: [] });
    const sent = fakeUploads(201, contract);
    render();
    await user.click(await screen.findByRole('button', { name: 'Upload File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload File' });
    await user.upload(within(dialog).getByLabelText('File'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await user.type(within(dialog).getByLabelText('Display name'), 'Setup');
    await user.click(within(dialog).getByRole('button', { name: 'Upload File' }));
    expect(await within(dialog).findByText(sharedFileMessages.wrongType)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('cancels an upload in progress with the Cancel beside its progress bar, keeping the dialog open', async () => {
    const user = userEvent.setup();
    fakeApi({ [`GET /api/admin/users/${CLIENT}/files`]: [] });
    const sent = fakeUploads('never');
    render();
    await user.click(await screen.findByRole('button', { name: 'Upload File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload File' });
    await user.upload(within(dialog).getByLabelText('File'), new File(['%PDF-1.4'], 'april.pdf', { type: 'application/pdf' }));
    await user.type(within(dialog).getByLabelText('Display name'), 'April invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Upload File' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel: Uploading file' }));
    expect(await screen.findByText('Upload cancelled')).toBeTruthy();
    expect(sent[0]!.aborted).toBe(true);
    expect(screen.queryByText('Failed to upload file')).toBeNull();
    expect(within(screen.getByRole('dialog', { name: 'Upload File' })).getByLabelText<HTMLInputElement>('Display name').value).toBe(
      'April invoice',
    );
  });
});
