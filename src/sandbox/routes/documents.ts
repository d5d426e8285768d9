import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../http/context.ts';
import { forOptionalUser, forUser } from '../http/auth.ts';
import { preferredApiLanguage } from '../http/accept-language.ts';
import { sendError } from '../http/replies.ts';
import {
  documentFileName,
  documentPdf,
  findCompanyDocument,
  findUserDocument,
  type StoredDocument,
} from '../domain/documents/document-files.ts';
import { LATEST_TERMS_VERSION, acceptTerms, latestTerms } from '../domain/documents/terms.ts';
import { userLanguage } from '../domain/users/users.ts';
import { documentApi } from '#shared/api/documents.ts';
import { answer, NOT_FOUND, route } from '../http/endpoint-route.ts';

const sendPdf = (reply: FastifyReply, document: StoredDocument) =>
  reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${documentFileName(document)}"`)
    .send(documentPdf(document));

export function registerDocumentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // The language the user is reading the app in wins over the stored profile language. Without
  // a token (the logged-out bank login needs the version): not accepted, in the request's
  // language, else Finnish.
  route(app, documentApi.latestTerms, forOptionalUser(ctx), ({ session, request }, reply) => {
    const userId = session?.userId ?? null;
    const language =
      preferredApiLanguage(request.headers['accept-language']) ??
      (userId === null ? 'fi' : userLanguage(ctx.db, userId));
    return answer(reply, documentApi.latestTerms, latestTerms(ctx.db, userId, language));
  });

  const downloads = [
    [documentApi.download, findUserDocument],
    [documentApi.companyDownload, findCompanyDocument],
  ] as const;
  for (const [endpoint, find] of downloads) {
    route(app, endpoint, forUser(ctx, 'required'), ({ session, params }, reply) => {
      const document = find(ctx.db, session.userId, params.id);
      return document ? sendPdf(reply, document) : sendError(reply, 404, NOT_FOUND);
    });
  }

  const signings = [
    [documentApi.signTerms, 'release'],
    [documentApi.signPreReleaseTerms, 'pre-release'],
  ] as const;
  for (const [endpoint, kind] of signings) {
    route(app, endpoint, forUser(ctx, 'exempt'), ({ session }, reply) => {
      acceptTerms(ctx.db, session.userId, LATEST_TERMS_VERSION, kind, ctx.clock.now());
      return answer(reply, endpoint, { accepted: true, version: LATEST_TERMS_VERSION });
    });
  }
}
