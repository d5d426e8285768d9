import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** The header a state-changing control call carries the sandbox's control secret in. */
export const CONTROL_SECRET_HEADER = 'x-sandbox-secret';

/** A fresh secret for one launch of the sandbox (32 random bytes, hex). */
export const newControlSecret = (): string => randomBytes(32).toString('hex');

const MIN_SECRET_LENGTH = 16;

/** A given secret (tests, web mode) must at least not be guessable by its length. */
export function checkedControlSecret(secret: string): string {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The control secret must have at least ${MIN_SECRET_LENGTH} characters`);
  }
  return secret;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares in constant time (of the secret's length: both sides are hashed first). */
function isSecret(given: string | string[] | undefined, secret: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(secret));
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const mediaType = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase();

/**
 * An onRequest hook for the control API: reads stay open (the app's sandbox panel reads personas
 * and SMS codes), but a state-changing call (reset, clock, faults, clearing the log) needs the
 * control secret, comes from no web page but the app's, and is JSON or has no body. A cross-site
 * page can send a "simple" POST without a preflight, but neither knows the secret nor can send
 * the header or application/json without one; text/plain and form posts are refused outright.
 */
export function requireControlSecret(secret: string, appOrigins: ReadonlySet<string>) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (READS.has(request.method)) {
      done();
      return;
    }
    if (!isSecret(request.headers[CONTROL_SECRET_HEADER], secret)) {
      void reply.code(403).send({
        message: `A state-changing control call needs this sandbox's control secret in the ${CONTROL_SECRET_HEADER} header.`,
      });
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !appOrigins.has(origin)) {
      void reply.code(403).send({ message: `Control calls from ${origin} are refused.` });
      return;
    }
    // No Content-Type is fine for a call without a body (Fastify answers 415 to a body without one).
    const contentType = request.headers['content-type'];
    if (contentType !== undefined && mediaType(contentType) !== 'application/json') {
      void reply.code(415).send({ message: 'A control call has a JSON body or none.' });
      return;
    }
    done();
  };
}
