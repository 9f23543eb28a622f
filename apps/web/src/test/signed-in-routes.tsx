import type { RouteObject } from 'react-router';
import { RequireSession, type RequireSessionProps } from '@/components/session/require-session';

/** Screens under a role's session layout route, as app/routes.tsx places every signed-in screen. */
export const signedInScreens = (
  role: RequireSessionProps['role'],
  screens: RouteObject[],
  session: Omit<RequireSessionProps, 'role'> = {},
): RouteObject => ({ element: <RequireSession role={role} {...session} />, children: screens });
