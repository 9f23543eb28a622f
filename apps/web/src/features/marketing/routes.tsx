import type { RouteObject } from 'react-router';
import { paths } from '@/app/paths';
import { PublicLayout } from '@/components/layout/public-layout';
import { AboutPage } from './pages/about-page';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { WelcomePage } from './pages/welcome-page';

export const marketingRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.welcome, element: <WelcomePage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },
    ],
  },
];

/** Any path no other route matches, framed like the public pages. */
export const notFoundRoute: RouteObject = {
  element: <PublicLayout />,
  children: [{ path: '*', element: <NotFoundPage /> }],
};
