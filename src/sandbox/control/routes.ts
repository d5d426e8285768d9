import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../http/context.ts';
import { resetData } from '../world/reset.ts';
import { runUntil } from '../domain/engine/run.ts';
import { personaSsn } from '../domain/identity/identities.ts';
import { smsOutbox } from '../domain/users/sms.ts';
import { PERSONAS } from '../personas/personas.ts';
import { summarize } from '../personas/summary.ts';
import { validate } from '../http/validation.ts';
import { registerBorrowerLoanControlRoutes } from './borrower-loans.ts';
import { registerBulkInvestorRoute } from './bulk-investor.ts';
import { CONTROL_PREFIX, loopbackOnly } from '../http/loopback.ts';
import { requireControlSecret } from './secret.ts';

const clockRequest = z.union([
  z.object({ advanceSeconds: z.number().finite() }).strict(),
  z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
]);

/** A reset as of another instant (a demo or test that watches the world from a past day on). */
const resetRequest = z.object({ now: z.iso.datetime({ offset: true }).optional() }).strict();

const faultRequest = z.object({
  method: z.string().min(1),
  path: z.string().min(1),
  status: z.number().int().min(100).max(599),
  body: z.unknown().optional(),
  times: z.number().int().min(1).optional(),
  delayMs: z.number().int().min(0).max(600_000).optional(),
});

const smsQuery = z.object({ phone: z.string().optional() });

export interface ControlAccess {
  /** What a state-changing call must carry in the x-sandbox-secret header. */
  secret: string;
  /** The app's origins (CORS); a state-changing call from any other web page is refused. */
  appOrigins: ReadonlySet<string>;
}

/**
 * The /__sandbox endpoints tests and demos drive the sandbox with; loopback callers only, and
 * calls that change state need the control secret (secret.ts).
 */
export function registerControlRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  access: ControlAccess,
): void {
  void app.register(
    (control, _options, done) => {
      control.addHook('onRequest', loopbackOnly);
      control.addHook('onRequest', requireControlSecret(access.secret, access.appOrigins));

      control.get('/health', () => ({ status: 'ok', now: ctx.clock.now().toISOString() }));

      control.get('/personas', () => ({
        personas: PERSONAS.map((persona) => summarize(persona, personaSsn(ctx.db, persona.id))),
      }));

      control.post('/reset', (request, reply) => {
        const parsed = validate(resetRequest, request.body ?? {});
        if (!parsed.ok) return reply.code(422).send(parsed.body);
        ctx.clock.reset();
        if (parsed.value.now !== undefined) ctx.clock.set(new Date(parsed.value.now));
        resetData(ctx.db, ctx.clock.now());
        ctx.faults.clear();
        ctx.requestLog.clear();
        return { ok: true };
      });

      control.get('/sms', (request) => {
        const { phone } = smsQuery.parse(request.query);
        return { messages: smsOutbox(ctx.db, phone || undefined) };
      });

      control.post('/clock', (request, reply) => {
        const parsed = validate(clockRequest, request.body);
        if (!parsed.ok) return reply.code(422).send(parsed.body);
        const now =
          'advanceSeconds' in parsed.value
            ? ctx.clock.advance(parsed.value.advanceSeconds)
            : ctx.clock.set(new Date(parsed.value.now));
        // The marketplace lives each day up to the new now: repayments, arrears, autoinvest.
        const days = runUntil(ctx.db, now);
        return { now: now.toISOString(), days };
      });

      control.post('/faults', (request, reply) => {
        const parsed = validate(faultRequest, request.body);
        if (!parsed.ok) return reply.code(422).send(parsed.body);
        const { id } = ctx.faults.add(parsed.value);
        return reply.code(201).send({ id });
      });
      control.get('/faults', () => ({ faults: ctx.faults.list() }));
      control.delete('/faults', () => {
        ctx.faults.clear();
        return { ok: true };
      });

      control.get('/requests', () => ({ requests: ctx.requestLog.entries() }));
      control.delete('/requests', () => {
        ctx.requestLog.clear();
        return { ok: true };
      });

      registerBulkInvestorRoute(control, ctx);
      registerBorrowerLoanControlRoutes(control, ctx);
      done();
    },
    { prefix: CONTROL_PREFIX },
  );
}
