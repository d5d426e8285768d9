import type { Clock } from '../../services/clock.ts';

/** What counts as the user being there. Focus, pointer moves and scroll events do not. */
export const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/** Input is reported at most this often: typing fires keydown for every key. */
export const INPUT_THROTTLE_MS = 1_000;

/**
 * Calls `onInput` on the user's input in this window, at most once per INPUT_THROTTLE_MS (the
 * first of a burst counts). Listens in the capture phase, so that a component that stops an
 * event (a dialog's Escape) does not hide it. Returns the function that stops listening.
 */
export function listenForInput(target: EventTarget, clock: Clock, onInput: () => void): () => void {
  let reportedAt = Number.NEGATIVE_INFINITY;
  const listener = () => {
    const now = clock.now();
    if (now - reportedAt < INPUT_THROTTLE_MS) return;
    reportedAt = now;
    onInput();
  };
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of INPUT_EVENTS) target.addEventListener(type, listener, options);
  return () => {
    for (const type of INPUT_EVENTS) target.removeEventListener(type, listener, options);
  };
}

/** What one of the app's windows tells the others: input, or "stay signed in". */
export type ActivityMessage = 'input' | 'extend';

export const ACTIVITY_CHANNEL = 'vertaislaina.session-activity';

/** The part of BroadcastChannel used here. */
export interface ActivityPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface ActivityChannel {
  post(message: ActivityMessage): void;
  close(): void;
}

const isActivityMessage = (data: unknown): data is ActivityMessage =>
  data === 'input' || data === 'extend';

/**
 * Activity in any of the app's windows keeps the session: they share one origin (app:// in
 * Electron, the page's origin on the web), so a BroadcastChannel reaches every other one. Where
 * there is none, each window counts alone.
 */
export function openActivityChannel(
  onMessage: (message: ActivityMessage) => void,
  open: ((name: string) => ActivityPort) | null = typeof BroadcastChannel === 'undefined'
    ? null
    : (name) => new BroadcastChannel(name),
): ActivityChannel {
  const port = open?.(ACTIVITY_CHANNEL) ?? null;
  port?.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (isActivityMessage(data)) onMessage(data);
  });
  return {
    post: (message) => port?.postMessage(message),
    close: () => port?.close(),
  };
}
