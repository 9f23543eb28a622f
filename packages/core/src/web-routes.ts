/**
 * Every screen of the web app in one place: the router matches these paths, and links to them (in
 * the app and in e-mails the API sends) are built from them, so neither can drift. A screen whose
 * path carries a value has its pattern (`path`) and a function that builds a link (`href`).
 */
export const paths = {
  home: '/',
  welcome: '/home',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  register: '/register',
  login: '/login',
  verifyEmail: '/verify-email',
  verifyEmailLink: { path: '/verify-email/:token?', href: (token: string) => `/verify-email/${encodeURIComponent(token)}` },
  emailVerification: '/email-verification',
  forgotPassword: '/forgot-password',
  resetPassword: { path: '/reset-password', href: (token: string) => `/reset-password?token=${encodeURIComponent(token)}` },
  adminLogin: '/admin',
  /** The code screen after a staff member's password (docs/decisions/031-second-factor.md). */
  adminSecondFactor: '/admin/verify',
  adminSecondFactorSetup: '/admin/two-factor',
  dashboard: '/dashboard',
  preferences: '/preferences',
  inviteCotenants: '/invite-cotenants',
  cotenantRegister: { path: '/cotenant-register', href: (token: string) => `/cotenant-register?token=${encodeURIComponent(token)}` },
  terms: '/terms-and-conditions',
  paymentInstructions: '/payment-instructions',
  payment: '/payment',
  stripeCheckout: '/stripe-checkout',
  adminDashboard: '/admin/dashboard',
  // The dashboard's sections that are not the daily queue, each a screen of its own under it.
  adminAvailability: '/admin/dashboard/availability',
  adminBulkViewing: '/admin/dashboard/viewings',
  adminVideoSharing: '/admin/dashboard/video-sharing',
  adminStaff: '/admin/staff',
  adminAuditLog: '/admin/audit-log',
  adminRejectionReasons: '/admin/rejection-reasons',
  adminJoin: { path: '/admin/join', href: (token: string) => `/admin/join?token=${encodeURIComponent(token)}` },
  adminUser: { path: '/admin/users/:id', href: (id: string) => `/admin/users/${encodeURIComponent(id)}` },
} as const;

/** The public pages: pre-rendered, and in every language at its own address (/zh/about). */
export const publicPagePaths: readonly string[] = [paths.home, paths.welcome, paths.about, paths.contact, paths.privacy];

/** Every screen's path pattern, as the router (and the server that answers them) reads it. */
export const routePatterns: string[] = Object.values(paths).map((route) => (typeof route === 'string' ? route : route.path));
