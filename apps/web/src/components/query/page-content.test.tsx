import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMyGroup } from '@/queries/groups';
import { usePayments } from '@/queries/payments';
import { useTermsSignature } from '@/queries/terms';
import { apiError, fakeApi, paymentRecord, termsSignature } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { PageContent } from './page-content';

const PAYMENTS = 'GET /api/payments';
const TERMS = 'GET /api/terms-and-conditions';
const GROUP = 'GET /api/groups/me';

/** A page that needs the payments and the signature, and would like the group. */
function PaymentsAndTerms() {
  const payments = usePayments();
  const terms = useTermsSignature();
  const group = useMyGroup();
  return (
    <PageContent reads={{ payments, terms }} optional={[group]} loading="Loading your page..." failure="Your page could not be loaded.">
      {(answers) => (
        <p>
          {answers.payments.length} payment, signed by {answers.terms?.fullName}, group {group.data ? 'read' : 'unread'}
        </p>
      )}
    </PageContent>
  );
}

/** An answer the test gives when it wants: `answer(body)` sends it. */
function held() {
  let send: (body: unknown) => void = () => {};
  return { route: () => new Promise((resolve) => (send = resolve)), answer: (body: unknown) => send(body) };
}

const reads = (calls: { url: string }[], path: string) => calls.filter((call) => call.url === path).length;

describe('PageContent', () => {
  it('shows one spinner until every read, the optional one too, has answered, then the content with each answer', async () => {
    const group = held();
    const { calls } = fakeApi({ [PAYMENTS]: [paymentRecord()], [TERMS]: termsSignature(), [GROUP]: group.route });
    renderWithProviders(<PaymentsAndTerms />);
    // The required reads are sent and given time to answer; the group is held.
    await waitFor(() => expect(reads(calls, '/api/payments') + reads(calls, '/api/terms-and-conditions')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status').textContent).toBe('Loading your page...');
    group.answer({ role: null, group: null });
    expect(await screen.findByText('1 payment, signed by Ada Lovelace, group read')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('carries on without an optional read that failed', async () => {
    fakeApi({ [PAYMENTS]: [], [TERMS]: null, [GROUP]: apiError('service_unavailable', 'Down for a moment.') });
    renderWithProviders(<PaymentsAndTerms />);
    expect(await screen.findByText('0 payment, signed by , group unread')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a required read failed, and Try Again reads again only what failed before showing the content', async () => {
    let termsReads = 0;
    const { calls } = fakeApi({
      [PAYMENTS]: [],
      [TERMS]: () => (++termsReads === 1 ? apiError('service_unavailable', 'The service is down for a moment.') : termsSignature()),
      [GROUP]: { role: null, group: null },
    });
    renderWithProviders(<PaymentsAndTerms />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is down for a moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('0 payment, signed by Ada Lovelace, group read')).toBeTruthy();
    expect([reads(calls, '/api/payments'), reads(calls, '/api/terms-and-conditions'), reads(calls, '/api/groups/me')]).toEqual([1, 2, 1]);
  });

  it("says what failed in the page's own words when the server gives no sentence", async () => {
    fakeApi({ [PAYMENTS]: new Response('', { status: 502 }), [TERMS]: null, [GROUP]: { role: null, group: null } });
    renderWithProviders(<PaymentsAndTerms />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your page could not be loaded.');
  });
});
