import { paths } from '@nestway/core/web-routes';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { AdminLoginPage } from '@/features/auth/pages/admin-login-page';
import { EmailVerificationPage } from '@/features/auth/pages/email-verification-page';
import { ForgotPasswordPage } from '@/features/auth/pages/forgot-password-page';
import { LoginPage } from '@/features/auth/pages/login-page';
import { RegisterPage } from '@/features/auth/pages/register-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { VerifyEmailLinkPage } from '@/features/auth/pages/verify-email-link-page';
import { VerifyEmailPage } from '@/features/auth/pages/verify-email-page';
import { AboutPage } from '@/features/marketing/pages/about-page';
import { ContactPage } from '@/features/marketing/pages/contact-page';
import { HomePage } from '@/features/marketing/pages/home-page';
import { NotFoundPage } from '@/features/marketing/pages/not-found-page';
import { WelcomePage } from '@/features/marketing/pages/welcome-page';
import { lazyPage } from './lazy-page';

const paymentPage = lazyPage(() => import('@/features/payments/pages/payment-page').then((m) => m.PaymentPage));

/**
 * Every screen, at its path from core's route table. The public and sign-in screens are in the first
 * chunk; each signed-in screen loads on first visit, in its own chunk.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.welcome, element: <WelcomePage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      // Ranked after the code screen, so a bare /verify-email stays the code screen above.
      { path: paths.verifyEmailLink.path, element: <VerifyEmailLinkPage /> },
      { path: paths.emailVerification, element: <EmailVerificationPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      { path: paths.adminLogin, element: <AdminLoginPage /> },
      {
        path: paths.cotenantRegister.path,
        ...lazyPage(() => import('@/features/groups/pages/cotenant-register-page').then((m) => m.CotenantRegisterPage)),
      },
    ],
  },
  { path: paths.dashboard, ...lazyPage(() => import('@/features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage)) },
  { path: paths.preferences, ...lazyPage(() => import('@/features/preferences/pages/preferences-page').then((m) => m.PreferencesPage)) },
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
  // Any path no other route matches, framed like the public pages.
  { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];
