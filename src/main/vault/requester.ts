/**
 * Who made a request to the API origin, as far as the browser (not the page) says:
 * - `app`: the app's own page (the main frame of a window, at an app origin) or a worker it
 *   started (no frame, initiated by an app origin: the transactions loader's worker);
 * - `main`: the main process itself (`net.request` for downloads): no frame, no initiator;
 * - `other`: anything else: a provider's frame or its workers, any sub-frame, any request whose
 *   initiator or `Origin` header is another origin. It never gets the token: a framed page could
 *   otherwise send `fetch(api, { method: 'POST', mode: 'no-cors' })` signed as the user.
 *
 * Only the browser sets what is read here: a page cannot choose its initiator, its frame or an
 * `Origin` header, so none of it can be claimed by a page of another origin.
 */
export type Requester = 'app' | 'main' | 'other';

/** What Electron's `onBeforeSendHeaders` details say about the request's source. */
export interface RequestSource {
  /** `details.initiatorOrigin`: the origin that issued it; absent when the browser started it. */
  initiatorOrigin: string | undefined;
  /** The `Origin` request header, whatever its case; null without one. */
  originHeader: string | null;
  /** The requesting frame, or null when there is none (workers, main) or it is gone. */
  frame: { origin: string; isMainFrame: boolean } | null;
}

export function requesterOf(source: RequestSource, appOrigins: readonly string[]): Requester {
  const isApp = (origin: string): boolean => appOrigins.includes(origin);
  const { initiatorOrigin, originHeader, frame } = source;
  if (originHeader !== null && !isApp(originHeader)) return 'other';
  if (frame !== null) {
    const appPage = frame.isMainFrame && isApp(frame.origin);
    return appPage && (initiatorOrigin === undefined || isApp(initiatorOrigin)) ? 'app' : 'other';
  }
  if (initiatorOrigin === undefined) return originHeader === null ? 'main' : 'other';
  return isApp(initiatorOrigin) ? 'app' : 'other';
}

/** The `Origin` header of Chromium's header object, looked up without regard to case. */
export function originHeaderOf(headers: Record<string, string>): string | null {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'origin') return value;
  }
  return null;
}

/** The part of Electron's WebFrameMain read here. */
export interface FrameLike {
  readonly origin: string;
  readonly parent: unknown;
}

/**
 * The requesting frame as `requesterOf` reads it. `undefined` and `null` (no frame, or one that
 * navigated away) are no frame; a frame whose properties cannot be read (Electron throws once
 * it is disposed) is an unknown one, which no app page is.
 */
export function frameOf(frame: FrameLike | null | undefined): RequestSource['frame'] {
  if (frame === null || frame === undefined) return null;
  try {
    return { origin: frame.origin, isMainFrame: frame.parent === null };
  } catch {
    return { origin: 'null', isMainFrame: false };
  }
}
