import type { FastifyReply } from 'fastify';
import type { ValidationErrorBody } from '../../shared/api/envelope.ts';

export const UNAUTHENTICATED = 'Unauthenticated.';

/** Every successful answer wraps its payload as `{ data }`. */
export const sendData = (reply: FastifyReply, data: unknown, status = 200) =>
  reply.code(status).send({ data });

export const sendError = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ message });

export const sendInvalid = (reply: FastifyReply, body: ValidationErrorBody) =>
  reply.code(422).send(body);
