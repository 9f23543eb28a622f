import { paths } from '@nestway/core/web-routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
