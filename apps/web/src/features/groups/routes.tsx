import type { RouteObject } from 'react-router';

export const groupsRoutes: RouteObject[] = [];
