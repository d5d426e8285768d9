/* The sandbox's demo helpers on the login screens: personas and the delivered SMS code. */
export { SandboxCode } from './SandboxCode.tsx';
export { SandboxPersonas } from './SandboxPersonas.tsx';
