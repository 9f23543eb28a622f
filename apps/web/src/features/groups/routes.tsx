import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/app/paths';
import { PublicLayout } from '@/components/layout/public-layout';

export const groupsRoutes: RouteObject[] = [
  { path: paths.inviteCotenants, ...lazyPage(() => import('./pages/invite-cotenants-page').then((m) => m.InviteCotenantsPage)) },
  {
    element: <PublicLayout />,
    children: [{ path: paths.cotenantRegister, ...lazyPage(() => import('./pages/cotenant-register-page').then((m) => m.CotenantRegisterPage)) }],
  },
];
