import type { FastifyInstance } from 'fastify';
import { API } from '../../shared/api/endpoints.ts';
import { userPatchRequest } from '../../shared/api/user.ts';
import type { SandboxContext } from '../context.ts';
import { forUser } from '../http/auth.ts';
import { sendData, sendInvalid } from '../http/replies.ts';
import { validate } from '../http/validation.ts';
import { settleDocumentCheck } from '../domain/document-checks.ts';
import { loadProfile, updateProfile } from '../domain/users.ts';

export function registerUserRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get(
    `/${API.user}`,
    forUser(ctx, 'required', (session, _request, reply) => {
      // A processing document check may have finished since the last look.
      settleDocumentCheck(ctx.db, session.userId, ctx.clock.now());
      return sendData(reply, loadProfile(ctx.db, session.userId));
    }),
  );

  app.patch(
    `/${API.user}`,
    forUser(ctx, 'required', (session, request, reply) => {
      const parsed = validate(userPatchRequest, request.body);
      if (!parsed.ok) return sendInvalid(reply, parsed.body);
      updateProfile(ctx.db, session.userId, parsed.value, ctx.clock.now());
      return sendData(reply, loadProfile(ctx.db, session.userId));
    }),
  );
}
