/* The screens of auth's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { EmailLoginPage } from './EmailLoginPage.tsx';
export { LoginLayout } from './LoginLayout.tsx';
export { OnfidoRejectedPage } from './OnfidoRejectedPage.tsx';
export { SmsCodePage } from './SmsCodePage.tsx';
export { SmsVerifyPage } from './SmsVerifyPage.tsx';
