import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CHAT_LANGUAGES, SANDBOX_CHAT_PAGE_PATH } from '#shared/chat-messages.ts';
import type { SandboxContext } from '../http/context.ts';
import { loopbackOnly } from '../http/loopback.ts';
import { sendExpiredPage, sendPage } from './page.ts';
import { isAppOrigin } from '../http/return-target.ts';
import { offlineFormErrors } from './chat-offline-form.ts';
import {
  chatConversationBody,
  chatEndedBody,
  chatOfflineBody,
  chatOfflineSentBody,
  type ChatPageContext,
} from './chat-page.ts';
import { CHAT_TEXTS } from './chat-texts.ts';
import { PROVIDERS_PREFIX } from './paths.ts';

/** Under PROVIDERS_PREFIX, in shared code because the app frames it. */
const CHAT_PAGE_PATH = SANDBOX_CHAT_PAGE_PATH;
const MESSAGE_PATH = `${CHAT_PAGE_PATH}/message`;
export const CHAT_OFFLINE_PATH = `${CHAT_PAGE_PATH}/offline`;

const framedBy = z.object({
  app_origin: z.string().default(''),
  lang: z.enum(CHAT_LANGUAGES).catch('fi'),
});
const messageForm = framedBy.extend({
  action: z.enum(['say', 'end']).catch('say'),
  turn: z.coerce.number().int().min(0).catch(0),
  text: z.string().default(''),
});
const offlineForm = framedBy.extend({
  name: z.string().default(''),
  email: z.string().default(''),
  message: z.string().default(''),
});

const helsinkiClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The simulated service's agents are online Monday to Friday, 9 to 16 Helsinki time. */
export function agentsOnline(at: Date): boolean {
  const parts = helsinkiClock.formatToParts(at);
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? '0');
  return !['Sat', 'Sun'].includes(weekday) && hour >= 9 && hour < 16;
}

const relative = (path: string) => path.slice(PROVIDERS_PREFIX.length);

/** The shared page frame says lang="en"; the chat's body says its own language. */
const sendChat = (reply: FastifyReply, status: number, page: ChatPageContext, body: string) =>
  sendPage(reply, status, page.texts.title, `<div lang="${page.lang}">\n${body}\n</div>`);

/**
 * The third-party live chat, simulated on the sandbox's own origin for the app to frame: a
 * canned conversation with an agent that ends (and tells the app so), or, outside the agents'
 * hours, the offline form. The form is sent here, to the provider, never to the marketplace
 * API; an injected fault on its path makes the send fail. Loopback only, like every sandbox page.
 */
export function registerChatProvider(
  app: FastifyInstance,
  ctx: SandboxContext,
  appOrigins: ReadonlySet<string>,
): void {
  const pageOf = (framed: z.infer<typeof framedBy>, action: string): ChatPageContext | undefined =>
    isAppOrigin(framed.app_origin, appOrigins)
      ? { action, appOrigin: framed.app_origin, lang: framed.lang, texts: CHAT_TEXTS[framed.lang] }
      : undefined;

  void app.register(
    (pages, _options, done) => {
      pages.addHook('onRequest', loopbackOnly);
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, parsed) => {
          parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );

      pages.get(relative(CHAT_PAGE_PATH), (request, reply) => {
        const framed = framedBy.parse(request.query);
        if (!agentsOnline(ctx.clock.now())) {
          const page = pageOf(framed, CHAT_OFFLINE_PATH);
          if (!page) return sendExpiredPage(reply, 'Chat');
          const empty = { name: '', email: '', message: '' };
          return sendChat(reply, 200, page, chatOfflineBody(page, empty, {}, null));
        }
        const page = pageOf(framed, MESSAGE_PATH);
        if (!page) return sendExpiredPage(reply, 'Chat');
        const greeting = [{ from: 'agent' as const, text: page.texts.greeting }];
        return sendChat(reply, 200, page, chatConversationBody(page, 0, greeting));
      });

      pages.post(relative(MESSAGE_PATH), (request, reply) => {
        const form = messageForm.parse(request.body ?? {});
        const page = pageOf(form, MESSAGE_PATH);
        if (!page) return sendExpiredPage(reply, 'Chat');
        const { replies } = page.texts;
        if (form.action === 'end') return sendChat(reply, 200, page, chatEndedBody(page, null));
        const answer = replies[Math.min(form.turn, replies.length - 1)] ?? '';
        if (form.turn + 1 >= replies.length) {
          return sendChat(reply, 200, page, chatEndedBody(page, answer));
        }
        const lines = [
          { from: 'you' as const, text: form.text },
          { from: 'agent' as const, text: answer },
        ];
        return sendChat(reply, 200, page, chatConversationBody(page, form.turn + 1, lines));
      });

      pages.post(relative(CHAT_OFFLINE_PATH), (request, reply) => {
        const form = offlineForm.parse(request.body ?? {});
        const page = pageOf(form, CHAT_OFFLINE_PATH);
        if (!page) return sendExpiredPage(reply, 'Chat');
        const typed = { name: form.name, email: form.email, message: form.message };
        const errors = offlineFormErrors(typed);
        if (Object.keys(errors).length > 0) {
          const body = chatOfflineBody(page, typed, errors, page.texts.fixErrors);
          return sendChat(reply, 400, page, body);
        }
        if (ctx.faults.take('POST', request.url) !== undefined) {
          const body = chatOfflineBody(page, typed, {}, page.texts.sendFailed);
          return sendChat(reply, 503, page, body);
        }
        return sendChat(reply, 200, page, chatOfflineSentBody(page));
      });

      done();
    },
    { prefix: PROVIDERS_PREFIX },
  );
}
