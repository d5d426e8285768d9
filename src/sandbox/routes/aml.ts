import type { FastifyInstance } from 'fastify';
import { amlApi, storedPersonAml } from '#shared/api/aml.ts';
import type { SandboxContext } from '../http/context.ts';
import { loadPersonAml, savePersonAml } from '../domain/aml/person-aml.ts';
import { forUser } from '../http/auth.ts';
import { answer, route } from '../http/endpoint-route.ts';

/** The person AML questionnaire (investor.md §3, §7): read it, store a new one, update it. */
export function registerAmlRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(app, amlApi.get, forUser(ctx, 'required'), ({ session }, reply) =>
    answer(reply, amlApi.get, storedPersonAml.parse(loadPersonAml(ctx.db, session.userId))),
  );

  for (const endpoint of [amlApi.create, amlApi.update]) {
    route(app, endpoint, forUser(ctx, 'required'), ({ session, body }, reply) => {
      savePersonAml(ctx.db, session.userId, body, ctx.clock.now());
      return answer(reply, endpoint, undefined);
    });
  }
}
