import type { ExternalLinkPolicy } from './external-links.ts';
import type { Logger } from './log.ts';
import { originOf } from './origin.ts';

export type NavigationDecision = 'allow' | 'open-external' | 'block';

/**
 * In-window navigation stays on our own origin. A link to an allowed external site opens in the
 * system browser instead; everything else is blocked.
 */
export function decideNavigation(
  url: string,
  appOrigins: readonly string[],
  external: ExternalLinkPolicy,
): NavigationDecision {
  const origin = originOf(url);
  if (origin !== null && appOrigins.includes(origin)) return 'allow';
  return external.check(url).ok ? 'open-external' : 'block';
}

/** The parts of Electron's WebContents the guard uses. */
export interface GuardableContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: { url: string; preventDefault(): void }) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  on(
    event: 'will-frame-navigate',
    listener: (event: { url: string; isMainFrame: boolean; preventDefault(): void }) => void,
  ): unknown;
}

/** Every web contents the app creates, its window and its frames, gets the guards below. */
export function guardEveryContents(
  app: {
    on(
      event: 'web-contents-created',
      listener: (event: unknown, contents: GuardableContents) => void,
    ): unknown;
  },
  ...guard: Parameters<typeof guardContents> extends [GuardableContents, ...infer Rest]
    ? Rest
    : never
): void {
  app.on('web-contents-created', (_event, contents) => guardContents(contents, ...guard));
}

export function guardContents(
  contents: GuardableContents,
  appOrigins: () => readonly string[],
  external: ExternalLinkPolicy,
  openExternal: (url: string) => void,
  log: Logger,
  /** Origins a subframe may show besides the app's own (the embedded sandbox's provider pages). */
  frameOrigins: () => readonly string[] = () => [],
): void {
  const route = (url: string): void => {
    const checked = external.check(url);
    if (checked.ok) openExternal(checked.value);
    else log.warn(`navigation blocked: ${originOf(url) ?? 'non-web URL'}`);
  };
  contents.setWindowOpenHandler(({ url }) => {
    route(url);
    return { action: 'deny' };
  });
  const onNavigate = (event: { url: string; preventDefault(): void }): void => {
    if (decideNavigation(event.url, appOrigins(), external) === 'allow') return;
    event.preventDefault();
    route(event.url);
  };
  contents.on('will-navigate', onNavigate);
  contents.on('will-redirect', onNavigate);
  // will-navigate does not fire for subframes: a frame may only move to the app's or an allowed
  // frame origin, and never opens the browser by itself (no click of the user's did that).
  contents.on('will-frame-navigate', (event) => {
    if (event.isMainFrame) return;
    const origin = originOf(event.url);
    if (origin !== null && [...appOrigins(), ...frameOrigins()].includes(origin)) return;
    event.preventDefault();
    log.warn(`frame navigation blocked: ${origin ?? 'non-web URL'}`);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
