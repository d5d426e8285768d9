import Fastify from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, pathId } from '#shared/api/endpoint.ts';
import { envelope } from '#shared/api/envelope.ts';
import { Refusal, answer, route, type Guard } from './endpoint-route.ts';
import { VALIDATION_FAILED } from './validation.ts';

const thing = defineEndpoint({
  method: 'GET',
  path: 'api/thing/{id}',
  response: envelope(z.object({ id: z.string(), count: z.number().int() })),
});

function appAnswering(payload: { id: string; count: number }) {
  const app = Fastify();
  route(app, thing, ({ params }, reply) => answer(reply, thing, { ...payload, id: params.id }));
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

const order = defineEndpoint({
  method: 'POST',
  path: 'api/shop/{shopId}/order',
  params: z.object({ shopId: pathId }),
  query: z.object({ currency: z.enum(['EUR', 'SEK']).default('EUR') }),
  body: z.object({ count: z.number().int().positive(), note: z.string().default('') }),
  response: envelope(z.object({ shop: z.number(), count: z.number(), currency: z.string() })),
});

/** Lets through `Bearer ok` only, and hands on who it is; looks the shop up when it may. */
const caller: Guard<{ shopId: number }, { who: string; shop: number }> = (request, params) => {
  if (request.headers.authorization !== 'Bearer ok') return new Refusal(401, 'Unauthenticated.');
  const path = params();
  if (path instanceof Refusal || path.shopId !== 7) return new Refusal(404, 'No such shop');
  return { who: 'ok', shop: path.shopId };
};

function shop() {
  const app = Fastify();
  const received: unknown[] = [];
  route(app, order, caller, (call, reply) => {
    expectTypeOf(call.params).toEqualTypeOf<{ shopId: number }>();
    expectTypeOf(call.query).toEqualTypeOf<{ currency: 'EUR' | 'SEK' }>();
    expectTypeOf(call.body).toEqualTypeOf<{ count: number; note: string }>();
    expectTypeOf(call.who).toEqualTypeOf<string>();
    received.push({ params: call.params, query: call.query, body: call.body, who: call.who });
    return answer(reply, order, {
      shop: call.shop,
      count: call.body.count,
      currency: call.query.currency,
    });
  });
  const post = (url: string, payload: object, token = 'ok') =>
    app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
  return { post, received };
}

describe('a route reading its request through the endpoint’s schemas', () => {
  it('hands the handler the parsed params, query and body, with what the guard found', async () => {
    const { post, received } = shop();
    const response = await post('/api/shop/7/order?currency=SEK', { count: 2 });
    expect(response.json()).toEqual({ data: { shop: 7, count: 2, currency: 'SEK' } });
    expect(received).toEqual([
      {
        params: { shopId: 7 },
        query: { currency: 'SEK' },
        body: { count: 2, note: '' },
        who: 'ok',
      },
    ]);
  });

  it('answers a body that breaks the schema with the 422 and its messages per field', async () => {
    const { post, received } = shop();
    const response = await post('/api/shop/7/order', { count: 0, note: 5 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: VALIDATION_FAILED,
      errors: { count: [expect.any(String)], note: [expect.any(String)] },
    });
    expect(received).toEqual([]);
  });

  it('answers a query that breaks the schema with the 422 before the body is read', async () => {
    const { post } = shop();
    const response = await post('/api/shop/7/order?currency=USD', {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['currency']);
  });

  it('answers a path parameter that breaks the schema with 404, or as the guard says', async () => {
    const app = Fastify();
    route(app, order, (_call, reply) => reply.code(204).send());
    const unguarded = await app.inject({ method: 'POST', url: '/api/shop/x1/order', payload: {} });
    expect(unguarded.statusCode).toBe(404);
    expect(unguarded.json()).toEqual({ message: 'Not Found' });
    const guarded = await shop().post('/api/shop/x1/order', { count: 1 });
    expect(guarded.statusCode).toBe(404);
    expect(guarded.json()).toEqual({ message: 'No such shop' });
  });

  it('lets the guard answer first: no session is a 401 whatever the input', async () => {
    const { post, received } = shop();
    const response = await post('/api/shop/x1/order?currency=USD', { count: 'many' }, 'bad');
    expect(response.statusCode).toBe(401);
    expect(received).toEqual([]);
  });
});
