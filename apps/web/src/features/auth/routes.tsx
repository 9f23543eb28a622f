import type { RouteObject } from 'react-router';
import { paths } from '@/app/paths';
import { PublicLayout } from '@/components/layout/public-layout';
import { AdminLoginPage } from './pages/admin-login-page';
import { EmailVerificationPage } from './pages/email-verification-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { LoginPage } from './pages/login-page';
import { RegisterPage } from './pages/register-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { VerifyEmailLinkPage } from './pages/verify-email-link-page';
import { VerifyEmailPage } from './pages/verify-email-page';

export const authRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      // Ranked after the code screen, so a bare /verify-email stays the code screen above.
      { path: paths.verifyEmailLink, element: <VerifyEmailLinkPage /> },
      { path: paths.emailVerification, element: <EmailVerificationPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.adminLogin, element: <AdminLoginPage /> },
    ],
  },
];
