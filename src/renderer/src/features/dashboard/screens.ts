/* The screens of dashboard's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { DashboardPage } from './DashboardPage.tsx';
