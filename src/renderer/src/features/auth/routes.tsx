import { Navigate, type RouteObject } from 'react-router-dom';
import { EmailLoginPage } from './EmailLoginPage.tsx';
import { OnfidoRejectedPage } from './OnfidoRejectedPage.tsx';
import { SmsCodePage } from './SmsCodePage.tsx';
import { SmsVerifyPage } from './SmsVerifyPage.tsx';
import { PATHS } from '../../navigation/paths.ts';

/** Children of /login: the SMS steps and the legacy e-mail login (bank login is its own feature). */
export const loginRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={PATHS.loginSmsCode} replace /> },
  { path: 'sms/code', element: <SmsCodePage /> },
  { path: 'sms/verify', element: <SmsVerifyPage />, handle: { titleKey: 'pageTitle:loginVerify' } },
  { path: 'email', element: <EmailLoginPage />, handle: { titleKey: 'pageTitle:loginEmail' } },
];

/** Any other /login path goes to the SMS phone step. */
export const loginFallbackRoute: RouteObject = {
  path: '*',
  element: <Navigate to={PATHS.loginSmsCode} replace />,
};

/** /onfido/rejected: the document check failed for good. */
export const onfidoRejectedRoute: RouteObject = {
  path: 'onfido/rejected',
  element: <OnfidoRejectedPage />,
  handle: { titleKey: 'pageTitle:identityRejected' },
};
