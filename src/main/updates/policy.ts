import type { UpdatesSetting } from '#shared/managed-settings.ts';

/**
 * What the update service needs from the `updates` setting. `off` means no request at all.
 */
export type UpdatePolicy = { mode: 'off' } | { mode: 'feed'; url: string };

/**
 * The `updates` setting as the service runs it. `builtIn` (no policy says) is the feed the build
 * was published with: none yet, as no release feed exists, so it checks nothing. A build that
 * ships one passes it here.
 */
export function updatePolicyFor(setting: UpdatesSetting, builtInFeed: string | null): UpdatePolicy {
  if (setting.kind === 'feed') return { mode: 'feed', url: setting.url };
  if (setting.kind === 'builtIn' && builtInFeed !== null) return { mode: 'feed', url: builtInFeed };
  return { mode: 'off' };
}
