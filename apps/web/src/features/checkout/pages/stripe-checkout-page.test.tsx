import { checkoutMessages, type PaymentIntentResponse } from '@nestway/core/checkout';
import { cardTotalPence } from '@nestway/core/money';
import { paths } from '@nestway/core/web-routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, currentUser, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { signedInScreens } from '@/test/signed-in-routes';
import { StripeCheckoutPage } from './stripe-checkout-page';

/** The server's test-mode intent (no Stripe keys): the fee of currentUser() plus the card fee. */
const testModeIntent = (): PaymentIntentResponse => ({
  clientSecret: 'pi_test_1_secret',
  paymentIntentId: 'pi_test_1',
  ...cardTotalPence(currentUser().feePence),
  mode: 'test',
});

/** How the fake API answers create-payment-intent. */
type IntentAnswer = NonNullable<Parameters<typeof fakeApi>[0]>['POST /api/create-payment-intent'];

function checkoutApi(intent: IntentAnswer) {
  return fakeApi({ 'GET /api/auth/user': currentUser(), 'POST /api/create-payment-intent': intent });
}

const openCheckout = () =>
  renderWithProviders([signedInScreens('client', [{ path: paths.stripeCheckout, element: <StripeCheckoutPage /> }])]);

/** The open toast with this title, checked to carry the description. */
const expectToast = async (title: string, description: string) => {
  const toast = (await screen.findByText(title, { selector: 'li *' })).closest('li');
  expect(toast?.textContent).toContain(description);
};

const payButton = () => screen.queryByRole('button', { name: /^Pay £/ });

describe('StripeCheckoutPage', () => {
  it("shows 'Preparing Payment...' while the payment intent is created, then the test-mode card form", async () => {
    let answer: (intent: PaymentIntentResponse) => void = () => {};
    const { calls } = checkoutApi(() => new Promise((resolve) => (answer = resolve)));
    openCheckout();
    expect(await screen.findByText('Preparing Payment...')).toBeTruthy();
    expect(payButton()).toBeNull();

    answer(testModeIntent());
    expect(await screen.findByRole('button', { name: 'Pay £257.45' })).toBeTruthy();
    expect(screen.queryByText('Preparing Payment...')).toBeNull();
    expect(screen.getByText('No card is charged. Card payments are not connected to a payment provider on this server.')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/create-payment-intent')?.body).toEqual({ amount: 250_00, type: 'initial' });
  });

  it("says 'Error' with the server's reason, offers to try again and shows no card form when the intent is refused", async () => {
    checkoutApi(apiError('service_unavailable', checkoutMessages.providerUnavailable));
    openCheckout();
    await expectToast(checkoutMessages.intentFailedTitle, checkoutMessages.providerUnavailable);
    expect(screen.getByRole('heading', { name: "We couldn't prepare your payment" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(payButton()).toBeNull();
  });

  it("says 'Failed to initialize payment' when create-payment-intent fails without a reason", async () => {
    checkoutApi(new Response('', { status: 500 }));
    openCheckout();
    await expectToast(checkoutMessages.intentFailedTitle, checkoutMessages.intentFailed);
    expect(screen.getByText(checkoutMessages.intentFailed, { selector: 'p' })).toBeTruthy();
    expect(payButton()).toBeNull();
  });

  it('creates the payment intent again on Try Again, and shows the card form once it succeeds', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    checkoutApi(() => (++attempts === 1 ? new Response('', { status: 500 }) : testModeIntent()));
    openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Pay £257.45' })).toBeTruthy();
    await waitFor(() => expect(attempts).toBe(2));
  });

  describe('the test-mode card form', () => {
    /** Checkout on 25 November 2026 (UK), with the test-mode intent and the confirm and success calls answered. */
    async function openTestModeCheckout() {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
      onTestFinished(() => void vi.useRealTimers());
      const api = fakeApi({
        'GET /api/auth/user': currentUser(),
        'POST /api/create-payment-intent': testModeIntent(),
        'POST /api/test-mode/confirm-payment': { status: 'succeeded' },
        'POST /api/process-stripe-success': { success: true, paymentId: 'pay-1' },
      });
      openCheckout();
      await screen.findByRole('button', { name: 'Pay £257.45' });
      return api;
    }
    const confirmCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === '/api/test-mode/confirm-payment');

    it('puts the slash in the expiry as it is typed: 1229 reads 12/29 and pays', async () => {
      const user = userEvent.setup();
      const { calls } = await openTestModeCheckout();
      await user.type(screen.getByLabelText('Card number'), '4242424242424242');
      const expiry = screen.getByLabelText<HTMLInputElement>('Expiry (MM/YY)');
      await user.type(expiry, '12');
      expect(expiry.value).toBe('12');
      await user.type(expiry, '29');
      expect(expiry.value).toBe('12/29');
      await user.type(screen.getByLabelText('CVC'), '123');
      await user.click(screen.getByRole('button', { name: 'Pay £257.45' }));

      await waitFor(() => expect(confirmCalls(calls)).toHaveLength(1));
      expect(confirmCalls(calls)[0]).toMatchObject({
        body: { paymentIntentId: 'pi_test_1', cardNumber: '4242424242424242', expiry: '12/29' },
      });
      expect(screen.queryByText('Enter the expiry date as MM/YY.')).toBeNull();
    });

    it('refuses an expiry in the past, and takes the current month', async () => {
      const user = userEvent.setup();
      const { calls } = await openTestModeCheckout();
      await user.type(screen.getByLabelText('Card number'), '4242424242424242');
      await user.type(screen.getByLabelText('CVC'), '123');
      const expiry = screen.getByLabelText<HTMLInputElement>('Expiry (MM/YY)');
      await user.type(expiry, '1026');
      await user.click(screen.getByRole('button', { name: 'Pay £257.45' }));
      expect(await screen.findByText(checkoutMessages.cardExpired)).toBeTruthy();
      expect(confirmCalls(calls)).toHaveLength(0);

      await user.clear(expiry);
      await user.type(expiry, '1126');
      await user.click(screen.getByRole('button', { name: 'Pay £257.45' }));
      await waitFor(() => expect(confirmCalls(calls)).toHaveLength(1));
      expect(confirmCalls(calls)[0]).toMatchObject({ body: { expiry: '11/26' } });
    });
  });
});
