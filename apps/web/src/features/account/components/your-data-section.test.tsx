import { paths } from '@nestway/core/web-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { YourDataSection } from './your-data-section';

describe('YourDataSection', () => {
  it('links the download to the export, as an attachment, and says what the zip holds', async () => {
    renderWithProviders([{ path: paths.dashboard, element: <YourDataSection groupRole={null} /> }], { path: paths.dashboard });
    const section = await screen.findByRole('region', { name: 'Your data' });
    const link = within(section).getByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/api/account/export');
    expect(link.hasAttribute('download')).toBe(true);
    expect(section.textContent).toMatch(/data\.json/);
    expect(section.textContent).toMatch(/documents, payment proofs and the files we shared with you/);
    expect(within(section).getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe(paths.privacy);
  });
});

describe('RetentionNotice in Your data', () => {
  const renderSection = () =>
    renderWithProviders([{ path: paths.dashboard, element: <YourDataSection groupRole={null} /> }], { path: paths.dashboard });

  it('tells the day the files will be deleted once the client was warned', async () => {
    fakeApi({ 'GET /api/retention': { deletesOn: '2027-06-01T11:00:00.000Z', deletedOn: null } });
    renderSection();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your documents, payment proofs and shared files will be deleted on 1 June 2027. Download them before then',
    );
  });

  it('tells the day they went, and nothing when there is nothing to tell', async () => {
    fakeApi({ 'GET /api/retention': { deletesOn: null, deletedOn: '2027-06-01T11:00:00.000Z' } });
    const { unmount } = renderSection();
    expect((await screen.findByRole('status')).textContent).toContain('were deleted on 1 June 2027');
    unmount();

    const { calls } = fakeApi({ 'GET /api/retention': { deletesOn: null, deletedOn: null } });
    renderSection();
    await screen.findByRole('region', { name: 'Your data' });
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/api/retention'))).toBe(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
