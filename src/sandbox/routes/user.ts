import type { FastifyInstance } from 'fastify';
import { userApi } from '#shared/api/user.ts';
import type { SandboxContext } from '../http/context.ts';
import { forUser } from '../http/auth.ts';
import { settleDocumentCheck } from '../domain/identity/document-checks.ts';
import { loadProfile, updateProfile } from '../domain/users/users.ts';
import { answer, route } from '../http/endpoint-route.ts';

export function registerUserRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  route(app, userApi.get, forUser(ctx, 'required'), ({ session }, reply) => {
    // A processing document check may have finished since the last look.
    settleDocumentCheck(ctx.db, session.userId, ctx.clock.now());
    return answer(reply, userApi.get, loadProfile(ctx.db, session.userId));
  });

  route(app, userApi.patch, forUser(ctx, 'required'), ({ session, body }, reply) => {
    updateProfile(ctx.db, session.userId, body, ctx.clock.now());
    return answer(reply, userApi.patch, loadProfile(ctx.db, session.userId));
  });
}
