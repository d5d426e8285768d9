import { describe, expect, it } from 'vitest';
import { REDACTED, redactText, redactValue } from './redact.ts';

describe('redactText', () => {
  it.each([
    ['Authorization: Bearer abc.def-ghi', `Authorization: ${REDACTED}`],
    ['a Bearer abc.def-ghi b', `a Bearer ${REDACTED} b`],
    ['got eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_nature-x', `got ${REDACTED}`],
    ['token 17|a1B2c3D4e5F6g7H8i9J0k1L2m3N4', `token ${REDACTED}`],
    ['GET /onfido/redirect?code=1234&lang=fi', `GET /onfido/redirect?code=${REDACTED}&lang=fi`],
    [
      'vertaislaina://tink-callback?state=s3cr3t#x',
      `vertaislaina://tink-callback?state=${REDACTED}#x`,
    ],
    ['{"code":"0042","ok":true}', `{"code":"${REDACTED}","ok":true}`],
    ['sms code: 9911', `sms code: ${REDACTED}`],
    ['hetu 131052-308T ok', `hetu ${REDACTED} ok`],
    ['hetu 010594Y9032 and 240600A123M', `hetu ${REDACTED} and ${REDACTED}`],
    ['iban FI21 1234 5600 0007 85.', `iban ${REDACTED}.`],
    ['iban FI2112345600000785', `iban ${REDACTED}`],
    ['iban SE45 5000 0000 0583 9825 7466', `iban ${REDACTED}`],
    ['call +358 40 123 4567 now', `call ${REDACTED} now`],
    ['call +358401234567', `call ${REDACTED}`],
    ['call 00358 50 1234567', `call ${REDACTED}`],
    ['call 040 123 4567 or 050-7654321', `call ${REDACTED} or ${REDACTED}`],
    ['mail maija@example.fi', `mail ${REDACTED}`],
    ['session a8F3k2L9m0N1p2Q3r4S5t6U7v8W9x0Y1z2', `session ${REDACTED}`],
  ])('%s', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it.each([
    ['{"password":"correct horse battery staple"}', `{"password":"${REDACTED}"}`],
    ['{"password": "a \\"quoted\\" pass"}', `{"password": "${REDACTED}"}`],
    [
      '{"new_password":"s3cret two","password_confirmation":"s3cret two"}',
      `{"new_password":"${REDACTED}","password_confirmation":"${REDACTED}"}`,
    ],
    ['body {\\"password\\":\\"correct horse\\"}', `body {\\"password\\":\\"${REDACTED}\\"}`],
    ['{"state":"f7c1 e2","ok":1}', `{"state":"${REDACTED}","ok":1}`],
    ['{"pin":1234}', `{"pin":${REDACTED}}`],
    ['callback?session_state=ab12-cd&x=1', `callback?session_state=${REDACTED}&x=1`],
    [
      'new_password=correct+horse&password_confirmation=correct+horse&lang=fi',
      `new_password=${REDACTED}&password_confirmation=${REDACTED}&lang=fi`,
    ],
    ['next=%2Fcallback%3Fcode%3D987654%26lang%3Dfi', `next=/callback?code=${REDACTED}&lang=fi`],
    ['u=%252Fcb%253Fstate%253Dsecretstate', `u=/cb?state=${REDACTED}`],
    ['to maija%40example.fi', `to ${REDACTED}`],
    ['iban fi21 1234 5600 0007 85 ok', `iban ${REDACTED} ok`],
    ['iban fi2112345600000785', `iban ${REDACTED}`],
    ['call 358401234567 or 358 40 123 4567', `call ${REDACTED} or ${REDACTED}`],
    ['landline 09 1234 567', `landline ${REDACTED}`],
    ['Cookie: a=1; b=2\nnext', `Cookie: ${REDACTED}\nnext`],
    ['x-sandbox-secret: abc def', `x-sandbox-secret: ${REDACTED}`],
    ['password: correct horse battery staple', `password: ${REDACTED}`],
    [
      'GET /api/auth/signicat/retry/onfido/st-123',
      `GET /api/auth/signicat/retry/onfido/${REDACTED}`,
    ],
  ])('the whole value: %s', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it('keeps what support needs: dates, amounts, paths, statuses and error codes', () => {
    const text =
      '2026-01-15T10:00:00.000Z GET api/investor/loans/123 failed: HTTP 503 after 300000 ms, ' +
      'code: ERR_NETWORK, balance 1 234,56 €, version 0.1.0, ENOSPC at /home/u/Downloads';
    expect(redactText(text)).toBe(text);
  });
});

describe('redactValue', () => {
  it('withholds values under secret keys at any depth and redacts the other strings', () => {
    expect(
      redactValue({
        a: { b: { c: [{ password: 'hunter2', note: 'tel +358401234567' }] } },
        Authorization: 'x',
        new_password: 'correct horse',
        passwordConfirmation: 'correct horse',
        session_state: 'x',
        mobile_phone: 'x',
        business_code: '31415938',
        state: 'ACTIVE',
        phone_number: 40,
        amount: 12.5,
        when: new Date('2026-01-01T00:00:00Z'),
      }),
    ).toEqual({
      a: { b: { c: [{ password: REDACTED, note: `tel ${REDACTED}` }] } },
      Authorization: REDACTED,
      new_password: REDACTED,
      passwordConfirmation: REDACTED,
      session_state: REDACTED,
      mobile_phone: REDACTED,
      business_code: '31415938',
      state: REDACTED,
      phone_number: REDACTED,
      amount: 12.5,
      when: '2026-01-01T00:00:00.000Z',
    });
  });

  it('turns errors into plain objects with redacted message, stack, own fields and cause', () => {
    const error = Object.assign(new Error('verify failed for 131052-308T'), {
      code: 'ERR_BAD_REQUEST',
      config: { headers: { Authorization: 'Bearer abc' }, data: '{"code":"1234"}' },
    });
    error.cause = new Error('sms to 0401234567');
    const out = redactValue({ error }) as { error: Record<string, unknown> };
    expect(out.error['name']).toBe('Error');
    expect(out.error['message']).toBe(`verify failed for ${REDACTED}`);
    expect(out.error['code']).toBe('ERR_BAD_REQUEST');
    expect(out.error['config']).toEqual({
      headers: { Authorization: REDACTED },
      data: `{"code":"${REDACTED}"}`,
    });
    expect(JSON.stringify(out)).not.toMatch(/131052-308T|0401234567|1234"/);
  });

  it('survives cycles and excessive depth', () => {
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic['self'] = cyclic;
    expect(redactValue(cyclic)).toEqual({ name: 'x', self: '[circular]' });
    const root: Record<string, unknown> = {};
    let deep = root;
    for (let i = 0; i < 20; i++) {
      const next: Record<string, unknown> = {};
      deep['next'] = next;
      deep = next;
    }
    expect(JSON.stringify(redactValue(root))).toContain('[too deep]');
  });
});
