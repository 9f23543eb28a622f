import type { RouteObject } from 'react-router';

export const paymentsRoutes: RouteObject[] = [];
