import { z } from 'zod';

/**
 * The live chat is a third-party service's page, framed by the app (borrower-and-shared.md §1,
 * investor.md §1). The sandbox simulates it on its own origin at SANDBOX_CHAT_PAGE_PATH. The
 * page tells the app one thing, with `window.parent.postMessage(message, appOrigin)`: the
 * conversation has ended, after which the spec asks for a page refresh. The app accepts it only
 * from the frame it loaded (its window and the origin of its URL).
 */
export const CHAT_MESSAGE_TYPE = 'vertaislaina-chat';

export const chatMessage = z.object({
  type: z.literal(CHAT_MESSAGE_TYPE),
  event: z.literal('ended'),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The simulated chat provider's page on the sandbox's origin. */
export const SANDBOX_CHAT_PAGE_PATH = '/__sandbox/providers/chat';

/** The languages the chat page speaks; the app passes its own. */
export const CHAT_LANGUAGES = ['fi', 'en', 'sv', 'de'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];
