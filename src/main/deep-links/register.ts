import { resolve } from 'node:path';
import type { App } from 'electron';
import { DEEP_LINK_SCHEME } from '#shared/deep-links.ts';
import { deepLinkFromArgv } from './argv.ts';
import type { DeepLinkRouter } from './router.ts';

/**
 * macOS delivers links with `open-url`, which must be listened to before the app has finished
 * launching (a cold start by link fires it early). Call at module load, before `ready`.
 */
export function listenForOpenUrl(app: App, router: DeepLinkRouter): void {
  app.on('will-finish-launching', () => {
    app.on('open-url', (event, url) => {
      event.preventDefault();
      router.receive(url);
    });
  });
}

/**
 * Windows and Linux deliver links on the command line: the cold start's argv, then the argv of
 * every second instance (which exits at once because we hold the single-instance lock).
 */
export function listenForArgvLinks(
  app: App,
  router: DeepLinkRouter,
  argv: readonly string[],
  focus: () => void,
): void {
  app.on('second-instance', (_event, secondArgv) => {
    const link = deepLinkFromArgv(secondArgv);
    if (link !== null) router.receive(link);
    focus();
  });
  const cold = deepLinkFromArgv(argv);
  if (cold !== null) router.receive(cold);
}

/** Registers `vertaislaina://` with the OS (in development: this Electron binary plus the app path). */
export function registerProtocolClient(app: App): void {
  if (process.defaultApp) {
    const entry = process.argv[1];
    if (entry !== undefined)
      app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [resolve(entry)]);
    return;
  }
  app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
}
