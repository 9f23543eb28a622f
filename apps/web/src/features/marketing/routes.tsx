import type { RouteObject } from 'react-router';

export const marketingRoutes: RouteObject[] = [];
export const notFoundRoute: RouteObject = { path: '*', element: <h1>404 Page Not Found</h1> };
