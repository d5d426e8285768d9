import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../http/context.ts';
import type { FastifyReply } from 'fastify';
import { forUser, type UserSession } from '../http/auth.ts';
import { preferredApiLanguage } from '../http/accept-language.ts';
import { sendError } from '../http/replies.ts';
import {
  documentFileName,
  documentPdf,
  findCompanyDocument,
  findUserDocument,
  type StoredDocument,
} from '../domain/documents/document-files.ts';
import {
  LATEST_TERMS_VERSION,
  acceptTerms,
  latestTerms,
  type TermsAcceptanceKind,
} from '../domain/documents/terms.ts';
import { userLanguage } from '../domain/users/users.ts';
import { documentApi } from '#shared/api/documents.ts';
import { answer, route } from '../http/endpoint-route.ts';

const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

type DocumentLookup = (
  db: SandboxContext['db'],
  userId: number,
  id: number,
) => StoredDocument | undefined;

const sendPdf = (reply: FastifyReply, document: StoredDocument) =>
  reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${documentFileName(document)}"`)
    .send(documentPdf(document));

export function registerDocumentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // The language the user is reading the app in wins over the stored profile language.
  const termsForUser = forUser(ctx, 'exempt', (session, request, reply) => {
    const language =
      preferredApiLanguage(request.headers['accept-language']) ??
      userLanguage(ctx.db, session.userId);
    return answer(reply, documentApi.latestTerms, latestTerms(ctx.db, session.userId, language));
  });
  // Without a token (the logged-out bank login needs the version): not accepted, in the
  // request's language, else Finnish.
  route(app, documentApi.latestTerms, (request, reply) => {
    if (request.headers.authorization !== undefined) return termsForUser(request, reply);
    const language = preferredApiLanguage(request.headers['accept-language']) ?? 'fi';
    return answer(reply, documentApi.latestTerms, latestTerms(ctx.db, null, language));
  });

  const download = (find: DocumentLookup) =>
    forUser(ctx, 'required', (session: UserSession, request, reply) => {
      const params = idParams.safeParse(request.params);
      const document = params.success ? find(ctx.db, session.userId, params.data.id) : undefined;
      return document ? sendPdf(reply, document) : sendError(reply, 404, 'Not Found');
    });
  route(app, documentApi.download, download(findUserDocument));
  route(app, documentApi.companyDownload, download(findCompanyDocument));

  const sign = (
    endpoint: typeof documentApi.signTerms | typeof documentApi.signPreReleaseTerms,
    kind: TermsAcceptanceKind,
  ) =>
    forUser(ctx, 'exempt', (session, _request, reply) => {
      acceptTerms(ctx.db, session.userId, LATEST_TERMS_VERSION, kind, ctx.clock.now());
      return answer(reply, endpoint, { accepted: true, version: LATEST_TERMS_VERSION });
    });
  route(app, documentApi.signTerms, sign(documentApi.signTerms, 'release'));
  route(app, documentApi.signPreReleaseTerms, sign(documentApi.signPreReleaseTerms, 'pre-release'));
}
