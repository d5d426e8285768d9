/* The legacy area (/restricted) for users of the old system. */
export { legacyRoutes } from './routes.tsx';
