import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { borrowerApi } from '#shared/api/borrower.ts';
import { brokerApi } from '#shared/api/broker.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import { VALIDATION_FAILED } from '../http/validation.ts';
import { bearer, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';
import { applicationFixture, errorsOf, messageOf } from '../test/loan-application.ts';
import { NO_APPLICATION } from './loan-application-access.ts';

/*
 * The sandbox reads each request through its endpoint's own schemas (src/shared/api): a path
 * parameter, query or payload that breaks them gets the gateway's answer before the handler
 * runs, and the handler works on what the schemas read.
 */

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const f = applicationFixture(() => sandbox);

describe('a request read through its endpoint’s schemas', () => {
  it('answers a path id that is not one as the route answers an unknown one', async () => {
    const token = await f.login('new-borrower');
    for (const url of ['api/borrower/loan-application/abc/consent', 'api/document/borrower/1e3']) {
      const response = await sandbox.app.inject({
        method: url.endsWith('consent') ? 'PATCH' : 'GET',
        url: `/${url}`,
        headers: bearer(token),
        payload: url.endsWith('consent') ? { is_checked_ccis: true } : undefined,
      });
      expect(response.statusCode, url).toBe(404);
      expect(messageOf(response), url).toBe(NO_APPLICATION);
    }
    const document = await sandbox.app.inject({
      url: '/api/document/download/-4',
      headers: bearer(token),
    });
    expect(document.statusCode).toBe(404);
    expect(messageOf(document)).toBe('Not Found');
  });

  it('answers a query that breaks the endpoint’s with the 422 per field', async () => {
    const response = await sandbox.app.inject({
      url: `/${endpointPath(brokerApi.loanApplicationDetails, { id: '7001' })}`,
      query: { language: 'xx' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: VALIDATION_FAILED });
    expect(Object.keys(errorsOf(response))).toEqual(['language']);
  });

  it('answers a payload that breaks the endpoint’s with the 422, after the session and the path', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const noSession = await sandbox.app.inject({
      method: 'POST',
      url: `/${endpointPath(borrowerApi.kreditzLogEvent, { id: application.id })}`,
      payload: { status: 5 },
    });
    expect(noSession.statusCode).toBe(401);
    const otherApplication = await f.call(
      borrowerApi.kreditzLogEvent,
      token,
      { id: application.id + 1000 },
      { status: 5 },
    );
    expect(otherApplication.statusCode).toBe(404);
    const invalid = await f.call(
      borrowerApi.kreditzLogEvent,
      token,
      { id: application.id },
      { status: 5, case_id: 7 },
    );
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(errorsOf(invalid)).sort()).toEqual(['case_id', 'status']);
  });

  it('hands the handler what the schema reads: the payload’s defaults filled in', async () => {
    const token = await f.login('new-borrower');
    const application = await f.consented(token);
    const logged = await f.call(
      borrowerApi.kreditzLogEvent,
      token,
      { id: application.id },
      { status: 'started' },
    );
    expect(logged.statusCode).toBe(200);
    const events = sandbox.db.all(
      z.object({ status: z.string(), case_id: z.null(), message: z.null() }),
      'SELECT status, case_id, message FROM kreditz_events WHERE application_id = ?',
      application.id,
    );
    expect(events).toEqual([{ status: 'started', case_id: null, message: null }]);
  });
});
