import * as z from 'zod/mini';
import {
  cardPaymentsResponseSchema,
  confirmTestPaymentRequestSchema,
  confirmTestPaymentResponseSchema,
  createPaymentIntentRequestSchema,
  paymentIntentResponseSchema,
  processCardSuccessRequestSchema,
  processCardSuccessResponseSchema,
} from '../checkout';
import { defineEndpoints } from '../contract';

export const checkoutApi = defineEndpoints('Card checkout', {
  cardPayments: {
    method: 'GET',
    path: '/api/checkout/card-payments',
    access: 'client',
    summary: "Whether card payments are taken: 'stripe', 'test' (nobody is charged) or 'off' (bank transfer only).",
    responses: { 200: cardPaymentsResponseSchema },
  },
  createIntent: {
    method: 'POST',
    path: '/api/create-payment-intent',
    access: 'client',
    summary:
      'Starts a card payment of the service fee plus the card transaction fee. The fee is stated in pence (25000) or pounds ("250.00"); the answer is in pence.',
    body: createPaymentIntentRequestSchema,
    responses: { 200: paymentIntentResponseSchema },
  },
  processSuccess: {
    method: 'POST',
    path: '/api/process-stripe-success',
    access: 'client',
    audit: 'payment.card',
    summary:
      "Records a card payment that went through, after checking it with the provider: the intent named, or with no body the client's latest.",
    body: processCardSuccessRequestSchema,
    responses: { 200: processCardSuccessResponseSchema },
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/stripe/webhook',
    access: 'public',
    audit: 'payment.card',
    summary: "Stripe's events, authenticated by their Stripe-Signature header; the body is Stripe's raw event.",
    responses: { 200: z.object({ received: z.literal(true) }) },
  },
  confirmTestPayment: {
    method: 'POST',
    path: '/api/test-mode/confirm-payment',
    access: 'client',
    audit: 'payment.card',
    summary: 'Test mode only (no Stripe keys): confirms an intent with a test card number, as Stripe.js would.',
    body: confirmTestPaymentRequestSchema,
    responses: { 200: confirmTestPaymentResponseSchema },
  },
});
