import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brokerApi } from '#shared/api/broker.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import { brokerLoanApplicationResponse } from '#shared/api/broker.ts';
import { parsed, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const details = (blaId: string) =>
  sandbox.app.inject({
    url: `/${endpointPath(brokerApi.loanApplicationDetails, { id: blaId })}`,
    query: { language: 'fi' },
  });

describe('GET api/borrower/loan-application/broker-loan-application-details/{blaId}', () => {
  it.each([
    ['7001', 5000, 60],
    ['7002', 1500, 24],
  ])('answers %s without a token in whole euros and months', async (blaId, amount, term) => {
    const response = await details(blaId);
    expect(response.statusCode).toBe(200);
    expect(parsed(brokerLoanApplicationResponse, response).data).toEqual({
      amount_offered: amount,
      term_offered: term,
    });
  });

  it('answers 404 for an unknown application', async () => {
    const response = await details('9999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });
});
