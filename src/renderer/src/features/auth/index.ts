/* Signing in: SMS code, username and password, the login layout and its routes. */
export { LoginLayout } from './LoginLayout.tsx';
export { loginFallbackRoute, loginRoutes, onfidoRejectedRoute } from './routes.tsx';
