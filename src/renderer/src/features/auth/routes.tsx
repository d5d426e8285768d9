import { Navigate, type RouteObject } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';

/* Signing in: SMS code, username and password, the login layout and its routes. */
const screens = () => import('./screens.ts');

/** Children of /login: the SMS steps and the legacy e-mail login (bank login is its own feature). */
const loginSteps: RouteObject[] = [
  { index: true, element: <Navigate to={PATHS.loginSmsCode} replace /> },
  { path: 'sms/code', lazy: () => screens().then((s) => ({ element: <s.SmsCodePage /> })) },
  {
    path: 'sms/verify',
    lazy: () => screens().then((s) => ({ element: <s.SmsVerifyPage /> })),
    handle: { titleKey: 'pageTitle:loginVerify' },
  },
  {
    path: 'email',
    lazy: () => screens().then((s) => ({ element: <s.EmailLoginPage /> })),
    handle: { titleKey: 'pageTitle:loginEmail' },
  },
];

/**
 * /login in the login layout: its own steps, the login ways of other features (`others`, e.g.
 * bank login), and any other /login path goes to the SMS phone step.
 */
export function loginRoute(others: RouteObject[]): RouteObject {
  return {
    path: 'login',
    lazy: () => screens().then((s) => ({ element: <s.LoginLayout /> })),
    handle: { titleKey: 'pageTitle:login' },
    children: [
      ...loginSteps,
      ...others,
      { path: '*', element: <Navigate to={PATHS.loginSmsCode} replace /> },
    ],
  };
}

/** /onfido/rejected: the document check failed for good. */
export const onfidoRejectedRoute: RouteObject = {
  path: 'onfido/rejected',
  lazy: () => screens().then((s) => ({ element: <s.OnfidoRejectedPage /> })),
  handle: { titleKey: 'pageTitle:identityRejected' },
};
