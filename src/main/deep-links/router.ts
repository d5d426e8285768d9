import {
  parseDeepLink,
  redactDeepLink,
  requiresRegisteredState,
} from '#shared/deep-links-parse.ts';
import type { DeepLink } from '#shared/deep-links.ts';
import type { Logger } from '../log.ts';
import type { CallbackStateStore } from './callback-states.ts';

const MAX_QUEUED = 16;

export interface DeepLinkRouter {
  /** A raw `vertaislaina://` string from argv, `second-instance` or `open-url`. */
  receive(raw: string): void;
  /** The renderer called `deepLinks.ready()`: flush the queue to the sink. */
  ready(sink: (link: DeepLink) => void): void;
  /** The renderer went away (reload, window closed): queue again until the next ready(). */
  detach(): void;
}

/**
 * Parses, checks the callback state, and queues links until the renderer is ready.
 * Dropped links are logged by reason and scheme/host/path only, never with their query.
 */
export function createDeepLinkRouter(states: CallbackStateStore, log: Logger): DeepLinkRouter {
  const queue: DeepLink[] = [];
  let sink: ((link: DeepLink) => void) | null = null;

  const accept = (raw: string): DeepLink | null => {
    const parsed = parseDeepLink(raw);
    if (parsed.kind === 'unknown') {
      log.warn(`deep link dropped (${parsed.reason}): ${redactDeepLink(String(raw))}`);
      return null;
    }
    if (requiresRegisteredState(parsed.kind)) {
      // The parser guarantees a non-empty state on every bank callback.
      const outcome = states.consume(parsed.state ?? '');
      if (outcome !== 'ok') {
        log.warn(`deep link dropped (state ${outcome}): ${parsed.kind}`);
        return null;
      }
    }
    return parsed;
  };

  return {
    receive(raw) {
      const link = accept(raw);
      if (link === null) return;
      if (sink !== null) {
        sink(link);
        return;
      }
      if (queue.length >= MAX_QUEUED) queue.shift();
      queue.push(link);
    },
    ready(next) {
      sink = next;
      for (const link of queue.splice(0)) next(link);
    },
    detach() {
      sink = null;
    },
  };
}
