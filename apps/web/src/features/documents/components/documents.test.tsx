import { documentMessages, type DocumentRecord } from '@nestway/core/documents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, documentRecord, fakeApi } from '@/test/fake-api';
import { fakeUploads } from '@/test/fake-uploads';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminDocumentsSection } from './admin/admin-documents-section';
import { UploadDocumentsSection } from './upload-documents-section';

const passport = documentRecord({ filePath: 'documents/abc.png', createdAt: '2027-01-04T10:00:00.000Z' });
const statement: DocumentRecord = {
  ...passport,
  id: 'doc-2',
  type: 'bank-statement',
  originalFileName: 'statement.pdf',
  contentType: 'application/pdf',
};

describe('UploadDocumentsSection', () => {
  it('lists each document with its status and the note of a rejection', async () => {
    fakeApi({
      'GET /api/documents': [
        { ...passport, status: 'rejected', notes: 'The photo page is cut off.' },
        { ...statement, status: 'verified' },
      ],
    });
    renderWithProviders(<UploadDocumentsSection />);
    expect(await screen.findByText('The photo page is cut off.')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    // The rejected type is chosen for the upload again.
    expect(screen.getByLabelText<HTMLSelectElement>('Document type').value).toBe('passport');
  });

  it('asks for files and a type before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/documents': [] });
    renderWithProviders(<UploadDocumentsSection />);
    expect(await screen.findByText('No documents uploaded yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(await screen.findByText(documentMessages.missing.replace('Missing information: ', ''))).toBeTruthy();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });
});

describe('UploadDocumentsSection: sending', () => {
  it('sends every chosen file under documents with the type, showing progress', async () => {
    // No pause between the steps of each action: the fake upload answers 10 ms after it starts, and the progress shows until then.
    const user = userEvent.setup({ delay: null });
    fakeApi({ 'GET /api/documents': [] });
    const sent = fakeUploads(201, [passport, { ...passport, id: 'doc-3' }]);
    renderWithProviders(<UploadDocumentsSection />);
    await screen.findByText('No documents uploaded yet.');
    await user.selectOptions(screen.getByLabelText('Document type'), 'passport');
    const pages = [new File(['a'], 'page-1.png', { type: 'image/png' }), new File(['b'], 'page-2.png', { type: 'image/png' })];
    await user.upload(screen.getByLabelText('Files'), pages);
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading documents' })).toBeTruthy();
    expect(await screen.findByText('2 files sent for review.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/documents');
    expect(sent[0]!.form.get('type')).toBe('passport');
    expect(sent[0]!.form.getAll('documents').map((file) => (file as File).name)).toEqual(['page-1.png', 'page-2.png']);
  });
});

describe('UploadDocumentsSection: after sending', () => {
  it('starts the form again empty once the documents are uploaded', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/documents': [] });
    fakeUploads(201, [passport]);
    renderWithProviders(<UploadDocumentsSection />);
    await screen.findByText('No documents uploaded yet.');
    await user.selectOptions(screen.getByLabelText('Document type'), 'passport');
    await user.upload(screen.getByLabelText<HTMLInputElement>('Files'), new File(['a'], 'page-1.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(await screen.findByText('1 file sent for review.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Document type').value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Files').files).toHaveLength(0);
  });
});

describe('AdminDocumentsSection', () => {
  it('rejects a pending document with the reason', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'PUT /api/documents/doc-1/verify': { ...passport, status: 'rejected', notes: 'Blurred' } });
    renderWithProviders(
      <AdminDocumentsSection clientId="client-1" uploadForUser={null} documents={[passport, { ...statement, status: 'verified' }]} />,
    );
    expect(screen.getAllByRole('button', { name: 'Verify' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Download All Files' }).getAttribute('href')).toBe(
      '/api/admin/users/client-1/documents/download-all',
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Document' });
    await user.clear(within(dialog).getByLabelText('Reason for the client'));
    await user.type(within(dialog).getByLabelText('Reason for the client'), 'Blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'rejected', notes: 'Blurred' }));
  });

  it("starts each review afresh: a reason typed for one document and cancelled never reaches another's", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'PUT /api/documents/doc-2/verify': { ...statement, status: 'verified' } });
    renderWithProviders(
      <AdminDocumentsSection clientId="client-1" uploadForUser={null} documents={[passport, { ...statement, status: 'pending' }]} />,
    );
    await user.click(screen.getAllByRole('button', { name: 'Reject' })[0]!);
    const rejecting = await screen.findByRole('dialog', { name: 'Reject Document' });
    await user.type(within(rejecting).getByLabelText('Reason for the client'), 'The photo page is cut off.');
    await user.click(within(rejecting).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getAllByRole('button', { name: 'Verify' })[1]!);
    const verifying = await screen.findByRole('dialog', { name: 'Verify Document' });
    expect(within(verifying).getByLabelText<HTMLTextAreaElement>('Note for the client (optional)').value).toBe('');
    await user.click(within(verifying).getByRole('button', { name: 'Verify Document' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'verified', notes: '' }));
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe('/api/documents/doc-2/verify');
  });

  it.each([
    ['Verify', 'Verify Document', 'Note for the client (optional)', 'verified'],
    ['Reject', 'Reject Document', 'Reason for the client', 'rejected'],
  ] as const)(
    "shows 'Failed to update document' with the server's reason when %s fails, keeping the dialog and the note",
    async (button, title, noteLabel, status) => {
      const user = userEvent.setup();
      const { calls } = fakeApi({ 'PUT /api/documents/doc-1/verify': apiError('conflict', documentMessages.alreadyReviewed) });
      renderWithProviders(<AdminDocumentsSection clientId="client-1" uploadForUser={null} documents={[passport]} />);
      await user.click(screen.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await user.clear(within(dialog).getByLabelText(noteLabel));
      await user.type(within(dialog).getByLabelText(noteLabel), 'Checked by phone');
      await user.click(within(dialog).getByRole('button', { name: title }));
      expect(await screen.findByText('Failed to update document')).toBeTruthy();
      expect(screen.getByText(documentMessages.alreadyReviewed)).toBeTruthy();
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status, notes: 'Checked by phone' });
      const stillOpen = screen.getByRole('dialog', { name: title });
      expect(within(stillOpen).getByLabelText<HTMLTextAreaElement>(noteLabel).value).toBe('Checked by phone');
    },
  );

  it('previews an image with zoom, and says a PDF can only be downloaded', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderWithProviders(<AdminDocumentsSection clientId="client-1" uploadForUser={null} documents={[passport, statement]} />);
    await user.click(screen.getByRole('button', { name: 'Preview passport.png' }));
    const image = await screen.findByRole('dialog', { name: 'passport.png' });
    expect(within(image).getByRole('img').getAttribute('src')).toBe('/api/admin/documents/doc-1/download');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Preview statement.pdf' }));
    const pdf = await screen.findByRole('dialog', { name: 'statement.pdf' });
    expect(within(pdf).getByText('PDF files can only be downloaded.')).toBeTruthy();
    expect(within(pdf).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/api/admin/documents/doc-2/download');
  });
});

describe('a document whose file was deleted under retention', () => {
  const deleted: DocumentRecord = { ...passport, status: 'verified', filePath: null, fileDeletedAt: '2027-07-01T03:00:00.000Z' };

  it('keeps its status for the admin, with no preview or download of the file', () => {
    fakeApi({});
    renderWithProviders(<AdminDocumentsSection clientId="client-1" uploadForUser={null} documents={[deleted, statement]} />);
    const item = screen.getByText('passport.png', { exact: false }).closest('li')!;
    expect(within(item).getByText('Verified')).toBeTruthy();
    expect(within(item).getByText(documentMessages.fileDeletedLabel)).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /Preview/ })).toBeNull();
    expect(within(item).queryByRole('link', { name: /Download/ })).toBeNull();
    // The statement still has its file, so the zip of what is left is offered.
    expect(screen.getByRole('link', { name: 'Download All Files' })).toBeTruthy();
  });

  it('offers no zip when no document has a file left', () => {
    fakeApi({});
    renderWithProviders(<AdminDocumentsSection clientId="client-1" uploadForUser={null} documents={[deleted]} />);
    expect(screen.getByText(documentMessages.fileDeletedLabel)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download All Files' })).toBeNull();
  });

  it('shows the client the document verified, its file deleted', async () => {
    fakeApi({ 'GET /api/documents': [deleted] });
    renderWithProviders(<UploadDocumentsSection />);
    expect(await screen.findByText(documentMessages.fileDeletedLabel)).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
  });
});
