import type { ExternalLinkPolicy } from '../origins/external-links.ts';
import type { Logger } from '../log.ts';
import { originOf } from '../origins/app-origin.ts';

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

/** What Electron's navigation events carry that the guard reads. */
export interface FrameNavigationEvent {
  url: string;
  isMainFrame: boolean;
  preventDefault(): void;
}

/** The parts of Electron's WebContents the guard uses. */
export interface GuardableContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(
    event: 'will-navigate',
    listener: (event: { url: string; preventDefault(): void }) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  // Both fire for every frame of the contents, the main frame included (webContents docs,
  // "Document Navigations" and "Frame Navigation").
  on(
    event: 'will-frame-navigate' | 'will-redirect',
    listener: (event: FrameNavigationEvent) => void,
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
  // will-navigate fires for the main frame only, when its page (a link the user followed)
  // leaves: an allowed external site opens in the browser.
  contents.on('will-navigate', (event) => {
    if (decideNavigation(event.url, appOrigins(), external) === 'allow') return;
    event.preventDefault();
    route(event.url);
  });
  // A frame may only move to the app's or an allowed frame origin, and never opens the browser:
  // no click of the user's asked for it.
  const keepFrame = (event: FrameNavigationEvent, what: string): void => {
    const origin = originOf(event.url);
    if (origin !== null && [...appOrigins(), ...frameOrigins()].includes(origin)) return;
    event.preventDefault();
    log.warn(`${what} blocked: ${origin ?? 'non-web URL'}`);
  };
  contents.on('will-frame-navigate', (event) => {
    // The main frame's navigation is will-navigate's to judge; it fires next.
    if (!event.isMainFrame) keepFrame(event, 'frame navigation');
  });
  // A server redirect is nobody's click: in a frame it follows the frame rule; in the main
  // window it may stay on the app's origin and is otherwise cancelled, never handed to the
  // browser (else any page the window reached could open allowed sites by redirecting).
  contents.on('will-redirect', (event) => {
    if (!event.isMainFrame) return keepFrame(event, 'frame redirect');
    const origin = originOf(event.url);
    if (origin !== null && appOrigins().includes(origin)) return;
    event.preventDefault();
    log.warn(`redirect blocked: ${origin ?? 'non-web URL'}`);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
