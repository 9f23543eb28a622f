import type { RouteObject } from 'react-router';

export const preferencesRoutes: RouteObject[] = [];
