import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { YourDataSection } from './your-data-section';

describe('YourDataSection', () => {
  it('links the download to the export, as an attachment, and says what the zip holds', () => {
    render(<YourDataSection />);
    const section = screen.getByRole('region', { name: 'Your data' });
    const link = within(section).getByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/api/account/export');
    expect(link.hasAttribute('download')).toBe(true);
    expect(section.textContent).toMatch(/data\.json/);
    expect(section.textContent).toMatch(/documents, payment proofs and the files we shared with you/);
  });
});
