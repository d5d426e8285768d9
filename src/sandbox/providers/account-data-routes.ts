import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { KREDITZ_MESSAGE_TYPE, type KreditzMessage } from '#shared/kreditz-messages.ts';
import type { SandboxContext } from '../http/context.ts';
import { loopbackOnly } from '../http/loopback.ts';
import {
  answerAispSession,
  openAispSession,
  type AispSession,
} from '../domain/applications/aisp-sessions.ts';
import { attachAccountData } from '../domain/applications/scoring.ts';
import { ACCOUNT_CHOICES } from '../domain/applications/store.ts';
import { AISP_BANKS } from '../domain/applications/wire.ts';
import { sendExpiredPage, sendPage } from './page.ts';
import { isAppOrigin, returnUrl } from '../http/return-target.ts';
import {
  AISP_PAGE_PATH,
  KREDITZ_PAGE_PATH,
  aispPageBody,
  kreditzAnswerBody,
  kreditzPageBody,
} from './account-data-page.ts';
import { PROVIDERS_PREFIX } from './paths.ts';

const KREDITZ = 'Bank account data';
const AISP = 'Account information service';

const kreditzQuery = z.object({
  state: z.string().default(''),
  app_origin: z.string().default(''),
});
const kreditzForm = kreditzQuery.extend({
  action: z.enum([...ACCOUNT_CHOICES, 'cancel', 'frame-error']),
});
const aispQuery = z.object({ state: z.string().default('') });
const aispForm = aispQuery.extend({ action: z.enum([...ACCOUNT_CHOICES, 'cancel']) });

const relative = (path: string) => path.slice(PROVIDERS_PREFIX.length);

const bankNameOf = (session: AispSession) =>
  AISP_BANKS.find((bank) => bank.id === session.bank_id)?.bankDisplayName ?? null;

/**
 * The simulated account-information pages of the loan application (borrower-and-shared.md §4
 * steps 2–3): the Kreditz frame the app embeds, which answers with `kreditz-messages.ts`
 * messages posted to the app's origin only, and the redirect providers' page, which sends the
 * browser back to the app's `tink-callback` with a one-time code and the state. Loopback only,
 * like every sandbox page.
 */
export function registerAccountDataPages(
  app: FastifyInstance,
  ctx: SandboxContext,
  appOrigins: ReadonlySet<string>,
): void {
  const kreditzSession = (state: string, appOrigin: string) =>
    isAppOrigin(appOrigin, appOrigins)
      ? openAispSession(ctx.db, state, ['kreditz'], ctx.clock.now())
      : undefined;

  const frameAnswer = (reply: FastifyReply, appOrigin: string, message: KreditzMessage) =>
    sendPage(reply, 200, KREDITZ, kreditzAnswerBody(message, appOrigin, message.message ?? ''));

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

      pages.get(relative(KREDITZ_PAGE_PATH), (request, reply) => {
        const query = kreditzQuery.parse(request.query);
        const session = kreditzSession(query.state, query.app_origin);
        return session
          ? sendPage(reply, 200, KREDITZ, kreditzPageBody(session.state, query.app_origin))
          : sendExpiredPage(reply, KREDITZ);
      });

      pages.post(relative(KREDITZ_PAGE_PATH), (request, reply) => {
        const form = kreditzForm.safeParse(request.body ?? {});
        const session = form.success && kreditzSession(form.data.state, form.data.app_origin);
        if (!form.success || !session) return sendExpiredPage(reply, KREDITZ);
        const { action, app_origin: appOrigin } = form.data;
        const now = ctx.clock.now();
        const message = (
          status: KreditzMessage['status'],
          text: string,
          completed: boolean,
        ): KreditzMessage => ({
          type: KREDITZ_MESSAGE_TYPE,
          status,
          case_id: `case-${session.application_id}-${session.state.slice(0, 8)}`,
          message: text,
          user_flow_completed: completed,
        });
        if (action === 'cancel' || action === 'frame-error') {
          answerAispSession(ctx.db, session.state, null, false, now);
          return frameAnswer(
            reply,
            appOrigin,
            action === 'cancel'
              ? message(
                  'user_cancelled_bank_authentication',
                  'Bank authentication cancelled.',
                  false,
                )
              : message('error', 'The bank connection failed.', false),
          );
        }
        answerAispSession(ctx.db, session.state, action, false, now);
        attachAccountData(ctx.db, session.application_id, action, now);
        return frameAnswer(reply, appOrigin, message('success', 'Account data shared.', true));
      });

      pages.get(relative(AISP_PAGE_PATH), (request, reply) => {
        const { state } = aispQuery.parse(request.query);
        const session = openAispSession(
          ctx.db,
          state,
          ['nordigen-tink', 'neonomics'],
          ctx.clock.now(),
        );
        return session
          ? sendPage(reply, 200, AISP, aispPageBody(session.state, bankNameOf(session)))
          : sendExpiredPage(reply, AISP);
      });

      pages.post(relative(AISP_PAGE_PATH), (request, reply) => {
        const form = aispForm.safeParse(request.body ?? {});
        const now = ctx.clock.now();
        const session =
          form.success &&
          openAispSession(ctx.db, form.data.state, ['nordigen-tink', 'neonomics'], now);
        if (!form.success || !session) return sendExpiredPage(reply, AISP);
        const { action } = form.data;
        if (action === 'cancel') {
          answerAispSession(ctx.db, session.state, null, true, now);
          return reply.redirect(
            returnUrl(session.return_to, { error: 'access_denied', state: session.state }),
            302,
          );
        }
        const code = answerAispSession(ctx.db, session.state, action, true, now) ?? '';
        return reply.redirect(returnUrl(session.return_to, { code, state: session.state }), 302);
      });

      done();
    },
    { prefix: PROVIDERS_PREFIX },
  );
}
