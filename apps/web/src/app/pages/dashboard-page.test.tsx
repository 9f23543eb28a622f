import { paths } from '@nestway/core/web-routes';
import type { ConsultationRecord } from '@nestway/core/consultations';
import type { DocumentRecord } from '@nestway/core/documents';
import type { OfferRecord } from '@nestway/core/offers';
import type { PaymentRecord, RemainingFee } from '@nestway/core/payments';
import type { SharedFileRecord } from '@nestway/core/shared-files';
import type { ViewingRecord } from '@nestway/core/viewings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { savedPreferences } from '../../../../../test-support/fixtures/preferences';
import {
  consultationRecord,
  cotenantGroup,
  currentUser,
  documentRecord,
  fakeApi,
  offerRecord,
  paymentRecord,
  viewingWithVideo,
  termsSignature,
} from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { DashboardPage } from './dashboard-page';

const signature = termsSignature();

interface DashboardRecords {
  preferences?: boolean;
  signed?: boolean;
  viewings?: ViewingRecord[];
  call?: ConsultationRecord | null;
  payments?: PaymentRecord[];
  documents?: DocumentRecord[];
  sharedFiles?: SharedFileRecord[];
  offers?: OfferRecord[];
  remainingFee?: Partial<RemainingFee>;
  cotenant?: boolean;
}

function dashboardApi({
  preferences = true,
  signed = true,
  viewings = [],
  call = consultationRecord({ status: 'confirmed', confirmedDateTime: '2099-06-01T09:00:00.000Z' }),
  payments = [],
  documents = [],
  sharedFiles = [],
  offers = [],
  remainingFee = {},
  cotenant = false,
}: DashboardRecords = {}) {
  return fakeApi({
    'GET /api/auth/user': currentUser({ preferences: preferences ? savedPreferences() : null }),
    'GET /api/call-schedule': call,
    'GET /api/payments': payments,
    'GET /api/payments/remaining-fee': {
      due: false,
      applicants: 1,
      fullFeePence: 400_00,
      upfrontFeePence: 250_00,
      upfrontPaid: true,
      remainingPence: 150_00,
      ...remainingFee,
    },
    'GET /api/documents': documents,
    'GET /api/user/shared-files': sharedFiles,
    'GET /api/terms-and-conditions': signed ? signature : null,
    'GET /api/groups/me': cotenant ? cotenantGroup() : { role: null, group: null },
    'GET /api/messages': [],
    'GET /api/messages/unread': [],
    'GET /api/users/u1/viewings': viewings,
    'GET /api/users/u1/property-offers': offers,
  });
}

const routes = [
  signedInScreens('client', [{ path: paths.dashboard, element: <DashboardPage /> }]),
  { path: paths.preferences, element: <h1>Preferences form</h1> },
  { path: paths.terms, element: <h1>Terms form</h1> },
];

describe('DashboardPage', () => {
  it('sends a client without preferences to the preferences form', async () => {
    dashboardApi({ preferences: false, signed: false });
    const { currentPath } = renderWithProviders(routes);
    expect(await screen.findByRole('heading', { name: 'Preferences form' })).toBeTruthy();
    expect(currentPath()).toBe(paths.preferences);
  });

  it('sends a client who has not signed the terms to them', async () => {
    dashboardApi({ signed: false });
    const { currentPath } = renderWithProviders(routes);
    expect(await screen.findByRole('heading', { name: 'Terms form' })).toBeTruthy();
    expect(currentPath()).toBe(paths.terms);
  });

  it('shows the dashboard, with the confirmed call in UK time, once both are done', async () => {
    dashboardApi();
    const { currentPath } = renderWithProviders(routes);
    expect(await screen.findByRole('region', { name: 'Schedule Your Consultation' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 Jun 2099, 10:00 BST')).toBeTruthy());
    expect(currentPath()).toBe(paths.dashboard);
  });

  it("shows the client's viewings, each with its offers, under #viewings", async () => {
    const { calls } = dashboardApi({ viewings: [viewingWithVideo({ userId: 'u1' })] });
    renderWithProviders(routes);
    const section = await screen.findByRole('region', { name: 'Property Viewings' });
    expect(section.closest('#viewings')).toBeTruthy();
    expect(await within(section).findByRole('button', { name: 'Make Offer' })).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/users/u1/property-offers')).toHaveLength(1);
  });

  it('opens Preferences Locked instead of the form once the call is confirmed, and links to the form while it is pending', async () => {
    const user = userEvent.setup();
    dashboardApi();
    const { unmount } = renderWithProviders(routes);
    await user.click(await screen.findByRole('button', { name: 'Edit Preferences' }));
    expect(await screen.findByRole('dialog', { name: 'Preferences Locked' })).toBeTruthy();
    unmount();

    // A completed call is said as completed, not as booked in or confirmed.
    dashboardApi({ call: consultationRecord({ status: 'completed', confirmedDateTime: '2027-01-05T10:00:00.000Z' }) });
    const completed = renderWithProviders(routes);
    await user.click(await screen.findByRole('button', { name: 'Edit Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preferences Locked' });
    expect(dialog.textContent).toContain('Your consultation call has taken place, so your preferences can no longer be changed here.');
    expect(dialog.textContent).not.toMatch(/booked in|confirmed/);
    completed.unmount();

    dashboardApi({ call: consultationRecord({ status: 'pending' }) });
    renderWithProviders(routes);
    expect((await screen.findByRole('link', { name: 'Edit Preferences' })).getAttribute('href')).toBe(paths.preferences);
  });

  it("shows the sections in the spec's order, and Application Complete once every step is done", async () => {
    const done = {
      call: consultationRecord({ status: 'completed', confirmedDateTime: '2027-01-05T10:00:00.000Z' }),
      payments: [paymentRecord({ status: 'verified' })],
      documents: [documentRecord({ status: 'verified' })],
      sharedFiles: [sharedFile],
      viewings: [viewingWithVideo({ userId: 'u1' })],
    };
    dashboardApi(done);
    renderWithProviders(routes);
    expect(await screen.findByRole('heading', { name: 'Application Complete' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Property Viewings' });
    await screen.findByRole('region', { name: 'Files Shared by Admin' });
    const order = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label') ?? region.querySelector('h2')?.textContent);
    expect(order.filter((name) => sectionOrder.includes(name!))).toEqual(sectionOrder);
  });

  it('after an accepted offer with the whole fee paid up front, asks for nothing more and lists the payment', async () => {
    // A group of two: the admin set the upfront fee to the full £450, which is verified.
    const paidInFull = paymentRecord({ status: 'verified', amountPence: 450_00, amount: '450.00' });
    dashboardApi({
      call: consultationRecord({ status: 'completed', confirmedDateTime: '2027-01-05T10:00:00.000Z' }),
      payments: [paidInFull],
      documents: [documentRecord({ status: 'verified' })],
      viewings: [viewingWithVideo({ userId: 'u1' })],
      offers: [offerRecord({ userId: 'u1', status: 'accepted' })],
      remainingFee: { due: true, applicants: 2, fullFeePence: 450_00, upfrontFeePence: 450_00, remainingPence: 0 },
    });
    renderWithProviders(routes);
    expect(await screen.findByText('Offer accepted')).toBeTruthy();
    expect(await screen.findByText(/Your service fee is paid in full/)).toBeTruthy();
    expect(screen.queryByText(/pay the rest of your service fee/i)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay the Rest' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pay the Rest of Your Service Fee' })).toBeNull();
    const status = screen.getByRole('region', { name: 'Payment Status' });
    expect(within(status).getByText('£450.00')).toBeTruthy();
    expect(within(status).queryByRole('link')).toBeNull();
  });

  it("once an offer is accepted and the rest is to pay, What's Next asks for it and for the documents still due", async () => {
    dashboardApi({
      call: consultationRecord({ status: 'completed', confirmedDateTime: '2027-01-05T10:00:00.000Z' }),
      payments: [paymentRecord({ status: 'verified' })],
      viewings: [viewingWithVideo({ userId: 'u1' })],
      offers: [offerRecord({ userId: 'u1', status: 'accepted' })],
      remainingFee: { due: true },
    });
    renderWithProviders(routes);
    expect(await screen.findByText(/Pay the rest of your service fee, shown below, and upload your passport/)).toBeTruthy();
    expect(screen.queryByText('Upload Required Documents')).toBeNull();
    const links = screen.getAllByRole('link', { name: /Pay the Rest/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/payment-instructions?for=balance',
      '/payment-instructions?for=balance',
    ]);
  });

  it('once the rest of the fee is paid, drops every pay-the-rest prompt and shows both payments in Payment Status', async () => {
    const upfront = paymentRecord({ id: 'pay-1', status: 'verified', createdAt: '2027-01-06T10:00:00.000Z' });
    const rest = paymentRecord({ id: 'pay-2', type: 'balance', status: 'verified', amountPence: 150_00, amount: '150.00' });
    dashboardApi({
      call: consultationRecord({ status: 'completed', confirmedDateTime: '2027-01-05T10:00:00.000Z' }),
      payments: [rest, upfront],
      documents: [documentRecord({ status: 'verified' })],
      viewings: [viewingWithVideo({ userId: 'u1' })],
      offers: [offerRecord({ userId: 'u1', status: 'accepted' })],
      remainingFee: { due: true },
    });
    renderWithProviders(routes);
    expect(await screen.findByText(/Your service fee is paid in full/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay the Rest' })).toBeNull();
    const status = screen.getByRole('region', { name: 'Payment Status' });
    expect(within(status).getByText('£150.00')).toBeTruthy();
    expect(within(status).getByText('£250.00')).toBeTruthy();
  });

  it('shows Documents in Review, not Application Complete, while documents await review', async () => {
    dashboardApi({
      call: consultationRecord({ status: 'completed', confirmedDateTime: '2027-01-05T10:00:00.000Z' }),
      payments: [paymentRecord({ status: 'verified' })],
      documents: [documentRecord({ status: 'pending' })],
      cotenant: true,
    });
    renderWithProviders(routes);
    expect(await screen.findByRole('heading', { name: 'Documents in Review' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Application Complete' })).toBeNull();
  });

  it('tells a co-tenant the leader books the consultation: no Go to Scheduling', async () => {
    dashboardApi({ call: null, cotenant: true });
    renderWithProviders(routes);
    // What's Next and the consultation card below say the same.
    expect(await screen.findAllByRole('heading', { name: "Your Group's Consultation" })).toHaveLength(2);
    expect(screen.getByText(/Your group leader books the group's consultation call/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Go to Scheduling/ })).toBeNull();
  });

  it('tells a co-tenant the leader pays once the call is completed: no Pay Initial Fees', async () => {
    dashboardApi({ call: consultationRecord({ status: 'completed', confirmedDateTime: '2027-01-05T10:00:00.000Z' }), cotenant: true });
    renderWithProviders(routes);
    expect(await screen.findByText("Your Group's Payment")).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pay Initial Fees/ })).toBeNull();
  });

  it("tells a co-tenant the rest of the fee is the group's, after the leader's offer and payment: not 'you paid'", async () => {
    dashboardApi({
      call: consultationRecord({ status: 'completed', confirmedDateTime: '2027-01-05T10:00:00.000Z' }),
      payments: [paymentRecord({ status: 'verified', amountPence: 450_00, amount: '450.00' })],
      documents: [documentRecord({ status: 'pending' })],
      remainingFee: { due: true, applicants: 3, fullFeePence: 500_00, upfrontFeePence: 450_00, remainingPence: 50_00 },
      cotenant: true,
    });
    renderWithProviders(routes);
    const rest = await screen.findByRole('region', { name: 'Pay the Rest of Your Service Fee' });
    expect(rest.textContent).toContain("Your group's offer was accepted. The rest of your group's service fee is £50.00");
    expect(rest.textContent).toContain('less the £450.00 your group leader paid upfront');
    expect(within(rest).queryByRole('link', { name: 'Pay the Rest' })).toBeNull();
  });

  it("tells a co-tenant the team is checking the group leader's payment of the rest, as What's Next does", async () => {
    const rest = paymentRecord({ id: 'pay-2', type: 'balance', amountPence: 50_00, amount: '50.00' });
    dashboardApi({
      call: consultationRecord({ status: 'completed', confirmedDateTime: '2027-01-05T10:00:00.000Z' }),
      payments: [rest, paymentRecord({ status: 'verified', amountPence: 450_00, amount: '450.00' })],
      documents: [documentRecord({ status: 'pending' })],
      remainingFee: { due: true, applicants: 3, fullFeePence: 500_00, upfrontFeePence: 450_00, remainingPence: 50_00 },
      cotenant: true,
    });
    renderWithProviders(routes);
    const card = await screen.findByRole('region', { name: 'Pay the Rest of Your Service Fee' });
    expect(within(card).getByText("We are checking your group leader's payment.")).toBeTruthy();
    expect(within(card).queryByText('We are checking your payment.')).toBeNull();
  });

  it('keeps Application Complete away while a document is rejected', async () => {
    dashboardApi({
      call: consultationRecord({ status: 'completed', confirmedDateTime: '2027-01-05T10:00:00.000Z' }),
      payments: [paymentRecord({ status: 'verified' })],
      documents: [documentRecord({ status: 'rejected' })],
    });
    renderWithProviders(routes);
    await screen.findByRole('region', { name: 'Upload Documents' });
    expect(screen.getAllByText('Upload Required Documents').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Application Complete' })).toBeNull();
  });
});

const sectionOrder = [
  'Schedule Your Consultation',
  'Terms & Conditions',
  'Payment Status',
  'Messages from Admin',
  'Files Shared by Admin',
  'Upload Documents',
  'Property Viewings',
];

const sharedFile: SharedFileRecord = {
  id: 'file-1',
  displayName: 'Invoice January',
  description: null,
  category: 'invoice',
  originalFileName: 'invoice.pdf',
  contentType: 'application/pdf',
  fileSize: 4096,
  isDownloaded: false,
  downloadedAt: null,
  createdAt: '2027-01-07T10:00:00.000Z',
};
