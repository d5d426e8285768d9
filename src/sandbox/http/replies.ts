import type { FastifyReply } from 'fastify';
import type { ValidationErrorBody } from '#shared/api/envelope.ts';

export const UNAUTHENTICATED = 'Unauthenticated.';

export const sendError = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ message });

export const sendInvalid = (reply: FastifyReply, body: ValidationErrorBody) =>
  reply.code(422).send(body);
