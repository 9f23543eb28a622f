/**
 * The sign-in and registration screens' modules, from the web app's root as the build manifest names
 * them: every page of features/auth, and the co-tenant's registration. They share a chunk group
 * (chunk-groups.ts) and a byte budget (byte-budget.test.ts).
 */
export const SIGN_IN_SCREENS = /^src\/features\/auth\/pages\/|^src\/features\/groups\/pages\/cotenant-register-page\.tsx$/;
