import type { RouteObject } from 'react-router-dom';

/** /about: the app's version and the settings in force, with those fixed by policy marked. */
const screens = () => import('./screens.ts');

export const aboutRoute: RouteObject = {
  path: 'about',
  lazy: () => screens().then((s) => ({ element: <s.AboutPage /> })),
  handle: { titleKey: 'pageTitle:about' },
};
