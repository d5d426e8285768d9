import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens.ts');

/** /onboarding/investor/aml, the person AML questionnaire (a child of /onboarding/investor). */
export const personAmlRoute: RouteObject = {
  path: 'aml',
  lazy: () => screens().then((s) => ({ element: <s.PersonAmlPage /> })),
  handle: { titleKey: 'pageTitle:aml' },
};
