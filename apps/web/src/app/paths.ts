/** Every route of the app in one place, so links cannot drift from the router. */
export const paths = {
  home: '/',
  welcome: '/home',
  about: '/about',
  contact: '/contact',
  register: '/register',
  login: '/login',
  verifyEmail: '/verify-email',
  verifyEmailLink: '/verify-email/:token?',
  emailVerification: '/email-verification',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  adminLogin: '/admin',
  dashboard: '/dashboard',
  adminDashboard: '/admin/dashboard',
  adminUser: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
} as const;
