/* /dashboard: the greeting and the tiles. */
export { dashboardRoute } from './routes.tsx';
