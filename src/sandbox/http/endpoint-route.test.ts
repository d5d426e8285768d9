import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '#shared/api/endpoint.ts';
import { envelope } from '#shared/api/envelope.ts';
import { answer, pathParam, route } from './endpoint-route.ts';

const thing = defineEndpoint({
  method: 'GET',
  path: 'api/thing/{id}',
  response: envelope(z.object({ id: z.string(), count: z.number().int() })),
});

function appAnswering(payload: { id: string; count: number }) {
  const app = Fastify();
  route(app, thing, (request, reply) =>
    answer(reply, thing, { ...payload, id: pathParam(request, 'id') }),
  );
  return app;
}

describe('an endpoint route', () => {
  it('is registered at the description’s method and path, and wraps its answer in data', async () => {
    const response = await appAnswering({ id: '', count: 3 }).inject('/api/thing/a%20b');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: 'a b', count: 3 } });
  });

  it('answers 500 naming the field when its answer breaks the response schema', async () => {
    const response = await appAnswering({ id: '', count: 2.5 }).inject('/api/thing/x');
    expect(response.statusCode).toBe(500);
    expect(response.json<{ message: string }>().message).toBe(
      'Sandbox answer of GET api/thing/{id} breaks the contract: data.count',
    );
  });

  it('answers only the description’s method', async () => {
    const response = await appAnswering({ id: '', count: 1 }).inject({
      method: 'POST',
      url: '/api/thing/x',
    });
    expect(response.statusCode).toBe(404);
  });
});
