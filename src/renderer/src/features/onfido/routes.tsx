import type { RouteObject } from 'react-router-dom';
import { OnfidoRedirectPage } from './OnfidoRedirectPage.tsx';

/** /onfido/redirect: the retry link from the e-mail opens a new document check. */
export const onfidoRedirectRoute: RouteObject = {
  path: 'onfido/redirect',
  element: <OnfidoRedirectPage />,
  handle: { titleKey: 'pageTitle:identityCheck' },
};
