/* The screens of about's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { AboutPage } from './AboutPage.tsx';
