/* A foreign investor's document check: the redirect page and the verified-identity guard. */
export { RequiresIdentityVerified } from './RequiresIdentityVerified.tsx';
