import type { RouteObject } from 'react-router';

export const checkoutRoutes: RouteObject[] = [];
