/** What global setup hands to the test workers, through environment variables they inherit. */
export const settingNames = {
  baseUrl: 'NESTWAY_E2E_BASE_URL',
  mailDir: 'NESTWAY_E2E_MAIL_DIR',
  adminEmail: 'NESTWAY_E2E_ADMIN_EMAIL',
  adminPassword: 'NESTWAY_E2E_ADMIN_PASSWORD',
  /** The e2e admin's two-factor secret and the session global setup signed in (support/second-factor.ts). */
  adminMfaSecret: 'NESTWAY_E2E_ADMIN_MFA_SECRET',
  adminSessionCookie: 'NESTWAY_E2E_ADMIN_SESSION_COOKIE',
} as const;

export type Setting = keyof typeof settingNames;

export function setting(name: Setting): string {
  const value = process.env[settingNames[name]];
  if (!value) throw new Error(`${settingNames[name]} is not set: run the suite with \`npx playwright test\`, whose global setup sets it.`);
  return value;
}
