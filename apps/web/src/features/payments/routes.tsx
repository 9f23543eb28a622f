import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/app/paths';

const paymentPage = lazyPage(() => import('./pages/payment-page').then((m) => m.PaymentPage));

/** /payment-instructions and /payment are the same screen. */
export const paymentsRoutes: RouteObject[] = [
  { path: paths.paymentInstructions, ...paymentPage },
  { path: paths.payment, ...paymentPage },
];
