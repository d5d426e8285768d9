/* /about: the app's version and the settings in force, with those fixed by policy marked. */
export { aboutRoute } from './routes.tsx';
