import { kreditzMessage, type KreditzMessage } from '#shared/kreditz-messages.ts';

/**
 * A message event as the app accepts it from the embedded bank-data frame: sent by the frame's
 * own window (`event.source`), from the origin of the URL `kreditz/redirect` gave, in the shared
 * format. Anything else (another window, another origin, another shape) is null and ignored.
 */
export function acceptedKreditzMessage(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  frameWindow: Window | null,
  frameOrigin: string,
): KreditzMessage | null {
  if (frameWindow === null || event.source !== frameWindow) return null;
  if (event.origin !== frameOrigin) return null;
  const parsed = kreditzMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The origin of the frame's URL, or null when it is not an http(s) URL. */
export function frameOriginOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
