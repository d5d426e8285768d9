import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS } from '../../src/shared/api/catalogue.ts';
import { defineEndpoint } from '../../src/shared/api/endpoint.ts';
import { endpointProblems } from './check-endpoints.ts';

const answer = z.object({ data: z.unknown() });

describe('the endpoint descriptions', () => {
  it('are the spec call tables’ calls: method, path, payload fields and query', () => {
    expect(endpointProblems(ALL_ENDPOINTS)).toEqual([]);
  });
});

describe('endpointProblems', () => {
  it('flags a path or method the spec does not have, and a duplicate', () => {
    const drifted = [
      defineEndpoint({ method: 'GET', path: 'api/users', response: answer }),
      defineEndpoint({ method: 'POST', path: 'api/user', response: answer }),
      defineEndpoint({ method: 'GET', path: 'api/user', response: answer }),
      defineEndpoint({ method: 'GET', path: 'api/user', response: answer }),
    ];
    expect(endpointProblems(drifted)).toEqual([
      "GET api/users is not in the spec's call tables",
      "POST api/user is not in the spec's call tables",
      'GET api/user is described twice',
    ]);
  });

  it('flags payload and query fields that are not exactly the spec’s', () => {
    const drifted = [
      defineEndpoint({
        method: 'POST',
        path: 'api/auth/sms/login',
        body: z.object({ phone: z.string(), blaId: z.string() }),
        response: answer,
      }),
      defineEndpoint({
        method: 'GET',
        path: 'api/auth/logout',
        body: z.object({ everywhere: z.boolean() }),
        response: answer,
      }),
      defineEndpoint({
        method: 'GET',
        path: 'api/borrower/loan-application/broker-loan-application-details/{blaId}',
        query: z.object({ lang: z.string() }),
        response: answer,
      }),
    ];
    expect(endpointProblems(drifted)).toEqual([
      'POST api/auth/sms/login takes blaId, phone; the spec names mobile_phone, blaId',
      'GET api/auth/logout takes a payload (everywhere) where the spec names none',
      'GET api/borrower/loan-application/broker-loan-application-details/{blaId} takes the query lang; the spec names language',
    ]);
  });
});
