/* The screens of register's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { RegisterDetailsPage, RegisterIdentityPage, RegisterRejectedPage } from './pages.tsx';
export {
  RequiresIdentityCallback,
  RequiresRegistration,
  RequiresUnderAgeResult,
  VerifyPhonePage,
} from '../identification/index.ts';
