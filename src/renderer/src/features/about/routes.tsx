import type { RouteObject } from 'react-router-dom';
import { AboutPage } from './AboutPage.tsx';

export const aboutRoute: RouteObject = {
  path: 'about',
  element: <AboutPage />,
  handle: { titleKey: 'pageTitle:about' },
};
