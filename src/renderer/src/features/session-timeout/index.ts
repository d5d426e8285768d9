/* The session timeout: mounted once by the root layout. */
export { SessionTimeout } from './SessionTimeout.tsx';
