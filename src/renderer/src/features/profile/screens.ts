/* The screens of profile's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { ProfilePage } from './ProfilePage.tsx';
