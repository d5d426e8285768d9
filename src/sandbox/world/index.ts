export { buildWorld } from './build.ts';
export { WORLD_SETTINGS, type WorldSettings } from './settings.ts';
