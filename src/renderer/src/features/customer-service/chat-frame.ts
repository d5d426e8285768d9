import { chatMessage, SANDBOX_CHAT_PAGE_PATH, type ChatMessage } from '#shared/chat-messages.ts';
import type { AppLanguage } from '#shared/languages.ts';

/**
 * A message event as the app accepts it from the chat frame: from the frame's own window and
 * from the origin of the URL it was given, in the shared format. Anything else is null.
 */
export function acceptedChatMessage(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  frameWindow: Window | null,
  frameOrigin: string,
): ChatMessage | null {
  if (frameWindow === null || event.source !== frameWindow) return null;
  if (event.origin !== frameOrigin) return null;
  const parsed = chatMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/**
 * The chat provider's page. The spec names no real provider, so only the sandbox's simulated
 * one is known: against a real gateway there is no chat URL (null).
 */
export function chatPageUrl(options: {
  sandbox: boolean;
  apiBaseUrl: string;
  appOrigin: string;
  language: AppLanguage;
}): URL | null {
  if (!options.sandbox) return null;
  try {
    const url = new URL(SANDBOX_CHAT_PAGE_PATH, new URL(options.apiBaseUrl, options.appOrigin));
    url.search = new URLSearchParams({
      app_origin: options.appOrigin,
      lang: options.language,
    }).toString();
    return url;
  } catch {
    return null;
  }
}
