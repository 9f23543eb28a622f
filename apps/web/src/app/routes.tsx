import { paths } from '@nestway/core/web-routes';
import type { RouteObject } from 'react-router';
import { PublicLayout } from './public-layout';
import { NotFoundPage } from '@/features/marketing/pages/not-found-page';
import { loadSitePage, sitePages } from '@/site/pages';
import { lazyPage } from './lazy-page';

const paymentPage = lazyPage(() => import('@/features/payments/pages/payment-page').then((m) => m.PaymentPage));

/**
 * Every screen, at its path from core's route table, each in its own chunk. The public pages sit
 * outside the data layout, so they load no query, form or validation code; every screen that talks to
 * the API sits inside it. See docs/decisions/012-first-load.md.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [...Object.entries(sitePages).map(([path, name]) => ({ path, ...lazyPage(() => loadSitePage(name)) }))],
  },
  {
    ...lazyPage(() => import('./data-layout').then((m) => m.DataLayout)),
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.register, ...lazyPage(() => import('@/features/auth/pages/register-page').then((m) => m.RegisterPage)) },
          { path: paths.verifyEmail, ...lazyPage(() => import('@/features/auth/pages/verify-email-page').then((m) => m.VerifyEmailPage)) },
          // Ranked after the code screen, so a bare /verify-email stays the code screen above.
          {
            path: paths.verifyEmailLink.path,
            ...lazyPage(() => import('@/features/auth/pages/verify-email-link-page').then((m) => m.VerifyEmailLinkPage)),
          },
          {
            path: paths.emailVerification,
            ...lazyPage(() => import('@/features/auth/pages/email-verification-page').then((m) => m.EmailVerificationPage)),
          },
          { path: paths.login, ...lazyPage(() => import('@/features/auth/pages/login-page').then((m) => m.LoginPage)) },
          {
            path: paths.forgotPassword,
            ...lazyPage(() => import('@/features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage)),
          },
          {
            path: paths.resetPassword.path,
            ...lazyPage(() => import('@/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage)),
          },
          { path: paths.adminLogin, ...lazyPage(() => import('@/features/auth/pages/admin-login-page').then((m) => m.AdminLoginPage)) },
          {
            path: paths.cotenantRegister.path,
            ...lazyPage(() => import('@/features/groups/pages/cotenant-register-page').then((m) => m.CotenantRegisterPage)),
          },
        ],
      },
      { path: paths.dashboard, ...lazyPage(() => import('@/features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage)) },
      {
        path: paths.preferences,
        ...lazyPage(() => import('@/features/preferences/pages/preferences-page').then((m) => m.PreferencesPage)),
      },
      {
        path: paths.inviteCotenants,
        ...lazyPage(() => import('@/features/groups/pages/invite-cotenants-page').then((m) => m.InviteCotenantsPage)),
      },
      { path: paths.terms, ...lazyPage(() => import('@/features/terms/pages/terms-page').then((m) => m.TermsPage)) },
      // /payment-instructions and /payment are the same screen.
      { path: paths.paymentInstructions, ...paymentPage },
      { path: paths.payment, ...paymentPage },
      {
        path: paths.stripeCheckout,
        ...lazyPage(() => import('@/features/checkout/pages/stripe-checkout-page').then((m) => m.StripeCheckoutPage)),
      },
      {
        path: paths.adminDashboard,
        ...lazyPage(() => import('@/features/admin/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage)),
      },
      { path: paths.adminUser.path, ...lazyPage(() => import('./pages/admin-client-page').then((m) => m.AdminClientPage)) },
    ],
  },
  // Any path no other route matches, framed like the public pages.
  { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];
