import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API } from '../../shared/api/endpoints.ts';
import type { SandboxContext } from '../context.ts';
import type { FastifyReply } from 'fastify';
import { forUser, type UserSession } from '../http/auth.ts';
import { preferredApiLanguage } from '../http/accept-language.ts';
import { sendData, sendError } from '../http/replies.ts';
import {
  documentFileName,
  documentPdf,
  findCompanyDocument,
  findUserDocument,
  type StoredDocument,
} from '../domain/document-files.ts';
import {
  LATEST_TERMS_VERSION,
  acceptTerms,
  latestTerms,
  type TermsAcceptanceKind,
} from '../domain/terms.ts';
import { userLanguage } from '../domain/users.ts';

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
    return sendData(reply, latestTerms(ctx.db, session.userId, language));
  });
  // Without a token (the logged-out bank login needs the version): not accepted, in the
  // request's language, else Finnish.
  app.get(`/${API.latestTerms}`, (request, reply) => {
    if (request.headers.authorization !== undefined) return termsForUser(request, reply);
    const language = preferredApiLanguage(request.headers['accept-language']) ?? 'fi';
    return sendData(reply, latestTerms(ctx.db, null, language));
  });

  const download = (find: DocumentLookup) =>
    forUser(ctx, 'required', (session: UserSession, request, reply) => {
      const params = idParams.safeParse(request.params);
      const document = params.success ? find(ctx.db, session.userId, params.data.id) : undefined;
      return document ? sendPdf(reply, document) : sendError(reply, 404, 'Not Found');
    });
  const withId = (path: string) => `/${path.replace(/\d+$/, ':id')}`;
  app.get(withId(API.documentDownload(0)), download(findUserDocument));
  app.get(withId(API.companyDocumentDownload(0)), download(findCompanyDocument));

  const sign = (kind: TermsAcceptanceKind) =>
    forUser(ctx, 'exempt', (session, _request, reply) => {
      acceptTerms(ctx.db, session.userId, LATEST_TERMS_VERSION, kind, ctx.clock.now());
      return sendData(reply, { accepted: true, version: LATEST_TERMS_VERSION });
    });
  app.post(`/${API.signTerms}`, sign('release'));
  app.post(`/${API.signPreReleaseTerms}`, sign('pre-release'));
}
