import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/app/paths';

export const checkoutRoutes: RouteObject[] = [
  { path: paths.stripeCheckout, ...lazyPage(() => import('./pages/stripe-checkout-page').then((m) => m.StripeCheckoutPage)) },
];
