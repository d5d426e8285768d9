import type { RouteObject } from 'react-router-dom';
import { PersonAmlPage } from './PersonAmlPage.tsx';

/** /onboarding/investor/aml, the person AML questionnaire (a child of /onboarding/investor). */
export const personAmlRoute: RouteObject = {
  path: 'aml',
  element: <PersonAmlPage />,
  handle: { titleKey: 'pageTitle:aml' },
};
