import { localizedPath } from '@nestway/core/locales';
import { paths } from '@nestway/core/web-routes';
import type { RouteObject } from 'react-router';
import { PublicLayout } from './public-layout';
import { loadSitePage, notFoundPage, sitePages } from '@/site/pages';
import type { RequireSessionProps } from '@/components/session/require-session';
import { preferencesSession } from '@/features/preferences/pages/preferences-session';
import { locale } from '@/i18n/locale';
import { lazyScreen } from './lazy-screen';

/** The signed-in screens' layout route: the session guard of a role, in the data layout's chunk. */
const signedIn = (props: RequireSessionProps) => lazyScreen(() => import('./data-layout').then((m) => m.RequireSession), props);
const paymentScreen = lazyScreen(() => import('@/features/payments/pages/payment-page').then((m) => m.PaymentPage));

/**
 * Every screen, at its path from core's route table, each in its own chunk. The public pages sit
 * outside the data layout, so they load no query, form or validation code; every screen that talks to
 * the API sits inside it, and every signed-in screen under the session layout of its role, which guards
 * it. See docs/decisions/012-first-load.md.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    // Each public page at its address in this build's language (/zh/about).
    children: [
      ...Object.entries(sitePages).map(([path, name]) => ({ path: localizedPath(locale, path), ...lazyScreen(() => loadSitePage(name)) })),
    ],
  },
  {
    ...lazyScreen(() => import('./data-layout').then((m) => m.DataLayout)),
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.register, ...lazyScreen(() => import('@/features/auth/pages/register-page').then((m) => m.RegisterPage)) },
          {
            path: paths.verifyEmail,
            ...lazyScreen(() => import('@/features/auth/pages/verify-email-page').then((m) => m.VerifyEmailPage)),
          },
          // Ranked after the code screen, so a bare /verify-email stays the code screen above.
          {
            path: paths.verifyEmailLink.path,
            ...lazyScreen(() => import('@/features/auth/pages/verify-email-link-page').then((m) => m.VerifyEmailLinkPage)),
          },
          {
            path: paths.emailVerification,
            ...lazyScreen(() => import('@/features/auth/pages/email-verification-page').then((m) => m.EmailVerificationPage)),
          },
          { path: paths.login, ...lazyScreen(() => import('@/features/auth/pages/login-page').then((m) => m.LoginPage)) },
          {
            path: paths.forgotPassword,
            ...lazyScreen(() => import('@/features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage)),
          },
          {
            path: paths.resetPassword.path,
            ...lazyScreen(() => import('@/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage)),
          },
          { path: paths.adminLogin, ...lazyScreen(() => import('@/features/auth/pages/admin-login-page').then((m) => m.AdminLoginPage)) },
          {
            path: paths.adminJoin.path,
            ...lazyScreen(() => import('@/features/staff/pages/join-staff-page').then((m) => m.JoinStaffPage)),
          },
          {
            path: paths.adminSecondFactor,
            ...lazyScreen(() => import('@/features/staff/pages/second-factor-page').then((m) => m.SecondFactorPage)),
          },
          {
            path: paths.cotenantRegister.path,
            ...lazyScreen(() => import('@/features/groups/pages/cotenant-register-page').then((m) => m.CotenantRegisterPage)),
          },
        ],
      },
      {
        ...signedIn({ role: 'client' }),
        children: [
          { path: paths.dashboard, ...lazyScreen(() => import('./pages/dashboard-page').then((m) => m.DashboardPage)) },
          {
            path: paths.inviteCotenants,
            ...lazyScreen(() => import('@/features/groups/pages/invite-cotenants-page').then((m) => m.InviteCotenantsPage)),
          },
          { path: paths.terms, ...lazyScreen(() => import('@/features/terms/pages/terms-page').then((m) => m.TermsPage)) },
          // /payment-instructions and /payment are the same screen.
          { path: paths.paymentInstructions, ...paymentScreen },
          { path: paths.payment, ...paymentScreen },
          {
            path: paths.stripeCheckout,
            ...lazyScreen(() => import('@/features/checkout/pages/stripe-checkout-page').then((m) => m.StripeCheckoutPage)),
          },
        ],
      },
      {
        ...signedIn({ role: 'client', ...preferencesSession }),
        children: [
          {
            path: paths.preferences,
            ...lazyScreen(() => import('@/features/preferences/pages/preferences-page').then((m) => m.PreferencesPage)),
          },
        ],
      },
      {
        ...signedIn({ role: 'admin' }),
        // The back office's own route table (admin-routes.tsx) loads with its first screen.
        children: [{ path: '/admin/*', ...lazyScreen(() => import('./admin-routes').then((m) => m.AdminRoutes)) }],
      },
    ],
  },
  // Any path no other route matches, framed like the public pages.
  { element: <PublicLayout />, children: [{ path: '*', ...lazyScreen(() => loadSitePage(notFoundPage)) }] },
];
