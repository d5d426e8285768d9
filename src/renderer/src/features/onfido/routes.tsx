import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens.ts');

/** /onfido/redirect: the retry link from the e-mail opens a new document check. */
export const onfidoRedirectRoute: RouteObject = {
  path: 'onfido/redirect',
  lazy: () => screens().then((s) => ({ element: <s.OnfidoRedirectPage /> })),
  handle: { titleKey: 'pageTitle:identityCheck' },
};
