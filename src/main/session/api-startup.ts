import type { App } from 'electron';
import { allowLoopbackApiOrigin, type ExternalLinkPolicy } from '../origins/external-links.ts';
import type { Logger } from '../log.ts';
import type { SandboxHost } from './sandbox-host.ts';
import type { SettingsService } from '../settings/service.ts';

/**
 * The API origin the app talks to: the configured gateway, or the embedded sandbox started
 * now (stopped again before the app quits). Null when there is none (the policy disallows the
 * sandbox, or it failed to start).
 */
export async function startApi(deps: {
  app: App;
  settings: SettingsService;
  sandbox: SandboxHost;
  external: ExternalLinkPolicy;
  log: Logger;
}): Promise<string | null> {
  const { settings, sandbox, external, log } = deps;
  const api = settings.effective().api;
  if (api.kind === 'none') {
    log.warn('no API configured and the policy disallows the sandbox');
    return null;
  }
  if (api.kind === 'remote') {
    if (allowLoopbackApiOrigin(external, api.origin)) {
      log.info(`external links: provider pages of the local API ${api.origin} open in the browser`);
    }
    return api.origin;
  }
  let quitting = false;
  deps.app.on('will-quit', (event) => {
    if (quitting) return;
    quitting = true;
    event.preventDefault();
    void sandbox.stop().finally(() => deps.app.quit());
  });
  try {
    const origin = await sandbox.start();
    settings.setSandboxOrigin(origin);
    return origin;
  } catch (error) {
    log.error(`sandbox failed to start: ${String(error)}`);
    return null;
  }
}
