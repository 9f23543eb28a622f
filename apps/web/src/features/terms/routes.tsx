import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/app/paths';

export const termsRoutes: RouteObject[] = [{ path: paths.terms, ...lazyPage(() => import('./pages/terms-page').then((m) => m.TermsPage)) }];
