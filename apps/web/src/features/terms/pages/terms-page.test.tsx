import { termsMessages } from '@nestway/core/terms';
import { paths } from '@nestway/core/web-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ConsultationRecord } from '@nestway/core/consultations';
import { apiError, consultationRecord, cotenantGroup, currentUser, fakeApi, termsSignature } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { TermsPage } from './terms-page';

const signed = termsSignature({ signature: 'A. Lovelace' });

const routes = [
  signedInScreens('client', [{ path: paths.terms, element: <TermsPage /> }]),
  { path: paths.dashboard, element: <h1>Dashboard</h1> },
  { path: paths.paymentInstructions, element: <h1>Payment instructions</h1> },
];

const SCROLL_HEIGHT = 1000;
const CLIENT_HEIGHT = 400;

/**
 * jsdom lays nothing out (every box is 0 px high, so the terms would count as read at once): the
 * terms panel is given a real box, 1000 px of text in a 400 px window, for the rest of the test.
 */
function layOutTermsPanel() {
  const isPanel = (element: Element) => element.getAttribute('data-testid') === 'terms-panel';
  const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!;
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: Element) {
      return isPanel(this) ? SCROLL_HEIGHT : (scrollHeight.get!.call(this) as number);
    },
  });
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return isPanel(this) ? CLIENT_HEIGHT : (clientHeight.get!.call(this) as number);
    },
  });
  onTestFinished(() => {
    Object.defineProperty(Element.prototype, 'scrollHeight', scrollHeight);
    Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  });
}

/** Scrolls the terms panel so that its top is `scrollTop` px down the text. */
function scrollTermsTo(scrollTop: number) {
  const panel = screen.getByRole('region', { name: 'Terms and Conditions text' });
  Object.defineProperty(panel, 'scrollTop', { configurable: true, value: scrollTop });
  // user-event has no scrolling: the panel's scroll event is fired directly.
  fireEvent.scroll(panel);
}

function termsApi(sign: unknown = signed, consultation: ConsultationRecord | null = consultationRecord({ status: 'completed' })) {
  return fakeApi({
    'GET /api/auth/user': currentUser(),
    'GET /api/terms-and-conditions': null,
    'POST /api/terms-and-conditions': sign as object,
    'GET /api/call-schedule': consultation,
    'GET /api/payments': [],
  });
}

/** Opens the unsigned terms and reads them to the end, so that the signing form shows. */
async function readToTheEnd() {
  layOutTermsPanel();
  const page = renderWithProviders(routes, { path: paths.terms });
  await screen.findByRole('region', { name: 'Terms and Conditions text' });
  scrollTermsTo(SCROLL_HEIGHT - CLIENT_HEIGHT);
  await screen.findByRole('button', { name: 'Sign Terms & Conditions' });
  return page;
}

const signWith = async (user: UserEvent, { fullName, signature, agree }: { fullName?: string; signature?: string; agree: boolean }) => {
  if (fullName !== undefined) {
    await user.clear(screen.getByLabelText('Full Name'));
    if (fullName) await user.type(screen.getByLabelText('Full Name'), fullName);
  }
  if (signature !== undefined) {
    await user.clear(screen.getByLabelText('Signature'));
    if (signature) await user.type(screen.getByLabelText('Signature'), signature);
  }
  if (agree) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Sign Terms & Conditions' }));
};

/** The open toast with this title, checked to carry the description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title, { selector: 'li *' })).closest('li');
  expect(toast?.textContent).toContain(description);
};

const signingRequests = (calls: ReturnType<typeof fakeApi>['calls']) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/terms-and-conditions');

describe('TermsPage', () => {
  it('on a return visit after signing, shows the signed summary with links to the dashboard and to payment', async () => {
    fakeApi({ 'GET /api/auth/user': currentUser(), 'GET /api/terms-and-conditions': signed });
    renderWithProviders(routes, { path: paths.terms });
    expect(await screen.findByRole('heading', { name: 'Terms & Conditions Signed' })).toBeTruthy();
    expect(screen.getByText('A. Lovelace')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(paths.dashboard);
    expect(screen.getByRole('link', { name: 'Continue to Payment' }).getAttribute('href')).toBe(paths.paymentInstructions);
    expect(screen.queryByRole('button', { name: 'Sign Terms & Conditions' })).toBeNull();
  });

  it('offers the signing form only once the terms are scrolled to their end', async () => {
    termsApi();
    layOutTermsPanel();
    renderWithProviders(routes, { path: paths.terms });
    expect(await screen.findByText('Please scroll down to read all terms and conditions before signing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign Terms & Conditions' })).toBeNull();

    scrollTermsTo(500);
    expect(screen.queryByRole('button', { name: 'Sign Terms & Conditions' })).toBeNull();

    scrollTermsTo(SCROLL_HEIGHT - CLIENT_HEIGHT);
    expect(await screen.findByRole('button', { name: 'Sign Terms & Conditions' })).toBeTruthy();
    expect(screen.queryByText('Please scroll down to read all terms and conditions before signing')).toBeNull();
  });

  it('says what is missing and sends nothing when the form is incomplete', async () => {
    const user = userEvent.setup();
    const { calls } = termsApi();
    await readToTheEnd();
    await signWith(user, { fullName: '', signature: '', agree: false });
    expect(await screen.findByText(termsMessages.fullNameRequired)).toBeTruthy();
    expect(screen.getByText(termsMessages.signatureRequired)).toBeTruthy();
    expect(screen.getByText(termsMessages.mustAgree)).toBeTruthy();
    expect(signingRequests(calls)).toEqual([]);
  });

  it('asks for agreement to the terms when only the names are given', async () => {
    const user = userEvent.setup();
    const { calls } = termsApi();
    await readToTheEnd();
    await signWith(user, { signature: 'A. Lovelace', agree: false });
    expect(await screen.findByText(termsMessages.mustAgree)).toBeTruthy();
    expect(screen.queryByText(termsMessages.fullNameRequired)).toBeNull();
    expect(screen.queryByText(termsMessages.signatureRequired)).toBeNull();
    expect(signingRequests(calls)).toEqual([]);
  });

  it("says 'Failed to sign Terms & Conditions' with the server's reason and keeps the form when the API refuses", async () => {
    const user = userEvent.setup();
    termsApi(apiError('conflict', termsMessages.alreadySigned));
    const { currentPath } = await readToTheEnd();
    await signWith(user, { signature: 'A. Lovelace', agree: true });
    await expectToast('Failed to sign Terms & Conditions', termsMessages.alreadySigned);
    expect(currentPath()).toBe(paths.terms);
    expect(screen.getByLabelText<HTMLInputElement>('Signature').value).toBe('A. Lovelace');
    expect(screen.getByRole('button', { name: 'Sign Terms & Conditions' })).toBeTruthy();
  });

  it('before the consultation that agrees the fee, goes to the dashboard instead of the payment instructions', async () => {
    const user = userEvent.setup();
    termsApi(signed, consultationRecord({ status: 'confirmed' }));
    const { currentPath } = await readToTheEnd();
    await signWith(user, { fullName: 'Ada King', signature: 'A. Lovelace', agree: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(currentPath()).toBe(paths.dashboard);
    const toast = (await screen.findByText('Terms & Conditions Signed')).closest('li')!;
    expect(within(toast).getByText(/Your fee is agreed on your consultation call/)).toBeTruthy();
    expect(within(toast).queryByText(/proceed to payment/)).toBeNull();
  });

  it('once the consultation is completed, sends the name, signature and agreement, thanks the client and goes on to the payment instructions', async () => {
    const user = userEvent.setup();
    const { calls } = termsApi();
    const { currentPath } = await readToTheEnd();
    await signWith(user, { fullName: 'Ada King', signature: 'A. Lovelace', agree: true });
    expect(await screen.findByRole('heading', { name: 'Payment instructions' })).toBeTruthy();
    expect(currentPath()).toBe(paths.paymentInstructions);
    expect(signingRequests(calls).map((call) => call.body)).toEqual([{ fullName: 'Ada King', signature: 'A. Lovelace', hasAgreed: true }]);
    const toast = (await screen.findByText('Terms & Conditions Signed')).closest('li')!;
    expect(within(toast).getByText(/You can now proceed to payment/)).toBeTruthy();
  });

  it('tells a co-tenant their leader handles the payment, and goes to the dashboard, not to payment', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/auth/user': currentUser(),
      'GET /api/terms-and-conditions': null,
      'POST /api/terms-and-conditions': signed,
      'GET /api/groups/me': cotenantGroup(),
    });
    const { currentPath } = await readToTheEnd();
    await signWith(user, { signature: 'A. Lovelace', agree: true });
    await expectToast('Terms & Conditions Signed', 'Your group leader handles the payment');
    await waitFor(() => expect(currentPath()).toBe(paths.dashboard));
    expect(screen.queryByText(/proceed to payment/)).toBeNull();
  });

  it("shows a co-tenant's signed summary without Continue to Payment", async () => {
    fakeApi({ 'GET /api/auth/user': currentUser(), 'GET /api/terms-and-conditions': signed, 'GET /api/groups/me': cotenantGroup() });
    renderWithProviders(routes, { path: paths.terms });
    expect(await screen.findByText(/Your group leader handles the payment for your group/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to Payment' })).toBeNull();
  });
});
