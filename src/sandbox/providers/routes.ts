import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../http/context.ts';
import { loopbackOnly } from '../http/loopback.ts';
import { CHECK_OUTCOMES } from '../domain/identity/document-checks.ts';
import { addIdentity, findIdentity, listIdentities } from '../domain/identity/identities.ts';
import {
  issueIdentityCode,
  markAnswered,
  openIdentityState,
  randomToken,
  type IdentityState,
} from '../domain/identity/identity-states.ts';
import { isCalendarDate, ssnBirthDate } from '../domain/identity/ssn.ts';
import { userName } from '../domain/users/users.ts';
import { sendExpiredPage, sendPage } from './page.ts';
import { returnUrl } from '../http/return-target.ts';
import { bankName } from './bank-names.ts';
import { NEW_PERSON, bankPageBody } from './bank-page.ts';
import { onfidoPageBody } from './onfido-page.ts';
import { PROVIDERS_PREFIX } from './paths.ts';
import { randomPerson, type MadeUpPerson } from './random-person.ts';

const stateQuery = z.object({ state: z.string().default('') });
const bankForm = z.object({
  state: z.string().default(''),
  action: z.enum(['identify', 'cancel', 'fail', 'error']).default('identify'),
  person: z.string().default(NEW_PERSON),
  first_name: z.string().trim().default(''),
  last_name: z.string().trim().default(''),
  ssn: z.string().trim().toUpperCase().default(''),
  birth_date: z.string().trim().default(''),
});
const onfidoForm = z.object({ state: z.string().default(''), outcome: z.enum(CHECK_OUTCOMES) });

const BANK = 'Bank identification';
const DOCUMENT_CHECK = 'Identity document check';

function newPersonErrors(person: MadeUpPerson): string[] {
  return [
    person.firstName === '' ? 'Enter a first name.' : undefined,
    person.lastName === '' ? 'Enter a last name.' : undefined,
    ssnBirthDate(person.ssn) === null ? 'Enter a valid Finnish personal identity code.' : undefined,
    isCalendarDate(person.birthDate) ? undefined : 'Enter the date of birth (YYYY-MM-DD).',
  ].filter((error) => error !== undefined);
}

/**
 * The simulated bank and document-check pages. Like the rest of /__sandbox they answer only
 * loopback callers; they are HTML for a browser and never logged or faulted as API calls.
 */
export function registerProviderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const redirect = (reply: FastifyReply, state: IdentityState, query: Record<string, string>) => {
    markAnswered(ctx.db, state.state, ctx.clock.now());
    return reply.redirect(returnUrl(state.return_to, query), 302);
  };

  const showBankPage = (
    reply: FastifyReply,
    state: IdentityState,
    status = 200,
    form?: { person: MadeUpPerson; selected: string; errors: string[] },
  ) =>
    sendPage(
      reply,
      status,
      `${bankName(state.method)}: identification`,
      bankPageBody({
        state: state.state,
        bank: bankName(state.method),
        identities: listIdentities(ctx.db),
        person: form?.person ?? randomPerson(ctx.clock.now()),
        selected: form?.selected ?? NEW_PERSON,
        errors: form?.errors ?? [],
      }),
    );

  void app.register(
    (providers, _options, done) => {
      providers.addHook('onRequest', loopbackOnly);
      providers.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, parsed) => {
          parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );

      providers.get('/bank/authorize', (request, reply) => {
        const { state } = stateQuery.parse(request.query);
        const open = openIdentityState(ctx.db, state, 'bank', ctx.clock.now());
        return open ? showBankPage(reply, open) : sendExpiredPage(reply, BANK);
      });

      providers.post('/bank/authorize', (request, reply) => {
        const form = bankForm.safeParse(request.body ?? {});
        const now = ctx.clock.now();
        const open = form.success && openIdentityState(ctx.db, form.data.state, 'bank', now);
        if (!form.success || !open) return sendExpiredPage(reply, BANK);
        const { action, person: selected } = form.data;
        if (action === 'cancel')
          return redirect(reply, open, { status: 'cancel', state: open.state });
        // The provider itself failed (OpenID Connect error response): no code to exchange.
        if (action === 'error') {
          return redirect(reply, open, {
            error: 'server_error',
            error_description: 'The identification service is unavailable',
            state: open.state,
          });
        }
        const answer = (ssn: string | null, outcome: 'identified' | 'sca-failed') =>
          redirect(reply, open, {
            code: issueIdentityCode(ctx.db, open.state, outcome, ssn, now),
            state: open.state,
            session_state: randomToken(),
          });
        if (action === 'fail') return answer(null, 'sca-failed');
        if (selected !== NEW_PERSON) {
          return findIdentity(ctx.db, selected)
            ? answer(selected, 'identified')
            : showBankPage(reply, open, 422, {
                person: randomPerson(now),
                selected: NEW_PERSON,
                errors: ['Choose a person from the list.'],
              });
        }
        const person = {
          firstName: form.data.first_name,
          lastName: form.data.last_name,
          ssn: form.data.ssn,
          birthDate: form.data.birth_date || (ssnBirthDate(form.data.ssn) ?? ''),
        };
        const errors = newPersonErrors(person);
        if (errors.length > 0) {
          return showBankPage(reply, open, 422, { person, selected: NEW_PERSON, errors });
        }
        // Someone the bank already knows is that person, whatever names were typed.
        if (!findIdentity(ctx.db, person.ssn)) addIdentity(ctx.db, person);
        return answer(person.ssn, 'identified');
      });

      const showOnfidoPage = (reply: FastifyReply, state: IdentityState) => {
        const details = z
          .object({ given_name: z.string(), family_name: z.string() })
          .safeParse(JSON.parse(state.details ?? 'null'));
        const person = details.success
          ? `${details.data.given_name} ${details.data.family_name}`
          : (userName(ctx.db, state.user_id ?? 0) ?? 'the applicant');
        return sendPage(
          reply,
          200,
          DOCUMENT_CHECK,
          onfidoPageBody(state.state, person, state.attempt),
        );
      };

      providers.get('/onfido/check', (request, reply) => {
        const { state } = stateQuery.parse(request.query);
        const open = openIdentityState(ctx.db, state, 'onfido', ctx.clock.now());
        return open ? showOnfidoPage(reply, open) : sendExpiredPage(reply, DOCUMENT_CHECK);
      });

      providers.post('/onfido/check', (request, reply) => {
        const form = onfidoForm.safeParse(request.body ?? {});
        const now = ctx.clock.now();
        const open = form.success && openIdentityState(ctx.db, form.data.state, 'onfido', now);
        if (!form.success || !open) return sendExpiredPage(reply, DOCUMENT_CHECK);
        return redirect(reply, open, {
          code: issueIdentityCode(ctx.db, open.state, form.data.outcome, null, now),
          state: open.state,
        });
      });

      done();
    },
    { prefix: PROVIDERS_PREFIX },
  );
}
