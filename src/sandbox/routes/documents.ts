import type { FastifyInstance } from 'fastify';
import { API } from '../../shared/api/endpoints.ts';
import type { SandboxContext } from '../context.ts';
import { forUser } from '../http/auth.ts';
import { preferredApiLanguage } from '../http/accept-language.ts';
import { sendData } from '../http/replies.ts';
import {
  LATEST_TERMS_VERSION,
  acceptTerms,
  latestTerms,
  type TermsAcceptanceKind,
} from '../domain/terms.ts';
import { userLanguage } from '../domain/users.ts';

export function registerDocumentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get(
    `/${API.latestTerms}`,
    // The language the user is reading the app in wins over the stored profile language.
    forUser(ctx, 'exempt', (session, request, reply) => {
      const language =
        preferredApiLanguage(request.headers['accept-language']) ??
        userLanguage(ctx.db, session.userId);
      return sendData(reply, latestTerms(ctx.db, session.userId, language));
    }),
  );

  const sign = (kind: TermsAcceptanceKind) =>
    forUser(ctx, 'exempt', (session, _request, reply) => {
      acceptTerms(ctx.db, session.userId, LATEST_TERMS_VERSION, kind, ctx.clock.now());
      return sendData(reply, { accepted: true, version: LATEST_TERMS_VERSION });
    });
  app.post(`/${API.signTerms}`, sign('release'));
  app.post(`/${API.signPreReleaseTerms}`, sign('pre-release'));
}
