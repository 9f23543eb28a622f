import { documentMessages, MAX_DOCUMENTS_PER_UPLOAD } from '@nestway/core/documents';
import { uploadMessages, MAX_UPLOAD_BYTES } from '@nestway/core/uploads';
import { errorStatus } from '@nestway/core/errors';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { fakeUploads } from '@/test/fake-uploads';
import { renderWithProviders } from '@/test/render-with-providers';
import { UploadDocumentsSection } from './upload-documents-section';

/** Chooses a passport scan in the form of a client with no documents yet and sends it. */
async function uploadPassport(user: UserEvent) {
  await screen.findByText('No documents uploaded yet.');
  await user.selectOptions(screen.getByLabelText('Document type'), 'passport');
  await user.upload(screen.getByLabelText('Files'), new File(['a'], 'passport-scan.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
}

describe('UploadDocumentsSection: a failed upload', () => {
  it("shows 'Failed to upload document' with the server's reason, and lists nothing as uploaded", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/documents': [] });
    const sent = fakeUploads(errorStatus.unsupported_media_type, { code: 'unsupported_media_type', message: documentMessages.wrongType });
    renderWithProviders(<UploadDocumentsSection />);
    await uploadPassport(user);
    expect(await screen.findByText('Failed to upload document')).toBeTruthy();
    expect(screen.getByText(documentMessages.wrongType)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(screen.getByText('No documents uploaded yet.')).toBeTruthy();
    expect(screen.queryByText(/passport-scan\.png/)).toBeNull();
    expect(screen.queryByText('Documents uploaded')).toBeNull();
    // The list is not read again, and the chosen type stays for another try.
    expect(calls.filter((call) => call.url.endsWith('/api/documents'))).toHaveLength(1);
    expect(screen.getByLabelText<HTMLSelectElement>('Document type').value).toBe('passport');
    expect(screen.getByRole('button', { name: 'Upload Documents' })).toBeTruthy();
  });

  it("falls back to 'Document upload failed' when the answer carries no message", async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/documents': [] });
    fakeUploads(502, 'Bad Gateway');
    renderWithProviders(<UploadDocumentsSection />);
    await uploadPassport(user);
    expect(await screen.findByText('Failed to upload document')).toBeTruthy();
    expect(screen.getByText('Document upload failed')).toBeTruthy();
    expect(screen.getByText('No documents uploaded yet.')).toBeTruthy();
  });
});

describe('UploadDocumentsSection: too many files', () => {
  it(`shows 'Too many files' for more than ${MAX_DOCUMENTS_PER_UPLOAD} files and sends nothing, keeping the choice`, async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/documents': [] });
    const sent = fakeUploads(201, []);
    renderWithProviders(<UploadDocumentsSection />);
    await screen.findByText('No documents uploaded yet.');
    const pages = Array.from(
      { length: MAX_DOCUMENTS_PER_UPLOAD + 1 },
      (_, n) => new File(['a'], `statement-${n + 1}.pdf`, { type: 'application/pdf' }),
    );
    await user.selectOptions(screen.getByLabelText('Document type'), 'bank-statement');
    await user.upload(screen.getByLabelText('Files'), pages);
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    const toast = (await screen.findByText('Too many files', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(documentMessages.tooMany)).toBeTruthy();
    expect(sent).toEqual([]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.filter((call) => call.url.endsWith('/api/documents'))).toHaveLength(1);
    expect(screen.getByLabelText<HTMLSelectElement>('Document type').value).toBe('bank-statement');
    expect(screen.getByText('No documents uploaded yet.')).toBeTruthy();
  });
});

describe('UploadDocumentsSection: a file checked before it is sent', () => {
  it('refuses a file over the size limit in the browser, naming it, and sends nothing', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/documents': [] });
    const sent = fakeUploads(201, []);
    renderWithProviders(<UploadDocumentsSection />);
    await screen.findByText('No documents uploaded yet.');
    const scan = new File(['a'], 'passport-scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(scan, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await user.selectOptions(screen.getByLabelText('Document type'), 'passport');
    await user.upload(screen.getByLabelText('Files'), scan);
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    const toast = (await screen.findByText('This file cannot be uploaded', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(`passport-scan.pdf: ${uploadMessages.tooLarge}`)).toBeTruthy();
    expect(sent).toEqual([]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file of a type it does not take (a program), and sends nothing', async () => {
    // "All files" in the browser's file chooser lets anything through the input's accept.
    const user = userEvent.setup({ applyAccept: false });
    fakeApi({ 'GET /api/documents': [] });
    const sent = fakeUploads(201, []);
    renderWithProviders(<UploadDocumentsSection />);
    await screen.findByText('No documents uploaded yet.');
    await user.selectOptions(screen.getByLabelText('Document type'), 'passport');
    await user.upload(screen.getByLabelText('Files'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    const toast = (await screen.findByText('This file cannot be uploaded', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(`setup.exe: ${documentMessages.wrongType}`)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('takes a Word file the browser gives no type, by its name', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/documents': [] });
    const sent = fakeUploads(201, []);
    renderWithProviders(<UploadDocumentsSection />);
    await screen.findByText('No documents uploaded yet.');
    await user.selectOptions(screen.getByLabelText('Document type'), 'offer-letter');
    await user.upload(screen.getByLabelText('Files'), new File(['PK'], 'offer.docx', { type: '' }));
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });
});

describe('UploadDocumentsSection: cancelling an upload', () => {
  it('stops the upload with the Cancel beside its progress bar, says so, and keeps the choice for another try', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/documents': [] });
    const sent = fakeUploads('never');
    renderWithProviders(<UploadDocumentsSection />);
    await uploadPassport(user);
    expect(await screen.findByRole('progressbar', { name: 'Uploading documents' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel: Uploading documents' }));
    expect(await screen.findByText('Upload cancelled', { selector: 'li *' })).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Failed to upload document')).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Document type').value).toBe('passport');
    expect(screen.getByRole('button', { name: 'Upload Documents' })).toHaveProperty('disabled', false);
  });
});
