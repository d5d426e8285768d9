import type { FastifyInstance } from 'fastify';
import { amlApi, storedPersonAml } from '#shared/api/aml.ts';
import { personAmlRequest } from '#shared/domain/validation/aml.ts';
import type { SandboxContext } from '../http/context.ts';
import { loadPersonAml, savePersonAml } from '../domain/aml/person-aml.ts';
import { forUser } from '../http/auth.ts';
import { answer, route } from '../http/endpoint-route.ts';
import { sendInvalid } from '../http/replies.ts';
import { validate } from '../http/validation.ts';

/** The person AML questionnaire (investor.md §3, §7): read it, store a new one, update it. */
export function registerAmlRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(
    app,
    amlApi.get,
    forUser(ctx, 'required', (session, _request, reply) =>
      answer(reply, amlApi.get, storedPersonAml.parse(loadPersonAml(ctx.db, session.userId))),
    ),
  );

  for (const endpoint of [amlApi.create, amlApi.update]) {
    route(
      app,
      endpoint,
      forUser(ctx, 'required', (session, request, reply) => {
        const parsed = validate(personAmlRequest, request.body);
        if (!parsed.ok) return sendInvalid(reply, parsed.body);
        savePersonAml(ctx.db, session.userId, parsed.value, ctx.clock.now());
        return answer(reply, endpoint, undefined);
      }),
    );
  }
}
