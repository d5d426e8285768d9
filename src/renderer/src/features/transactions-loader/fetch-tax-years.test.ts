import { describe, expect, it } from 'vitest';
import { fetchTaxYears, taxYearsOfAnswer } from './fetch-tax-years.ts';
import { taxYearsRequest } from './tax-years-request.fixture.ts';

const message = taxYearsRequest;

/** A 200 whose body comes in pieces of `size` bytes (jsdom has no ReadableStream). */
function piecewise(text: string, size: number): typeof fetch {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  const read = () => {
    if (at >= bytes.length) return Promise.resolve({ done: true, value: undefined });
    const value = bytes.subarray(at, at + size);
    at += size;
    return Promise.resolve({ done: false, value });
  };
  const response = { ok: true, status: 200, body: { getReader: () => ({ read }) } };
  return () => Promise.resolve(response as unknown as Response);
}

const body = {
  data: [
    {
      created: '2025-06-01T09:00:00.000Z',
      from: 'LN5',
      to: 'D1',
      amount: '5.00',
      type: 'CREDIT_LOSS_BUY_PRICE',
    },
    {
      created: '2025-03-01T09:00:00.000Z',
      from: 'LN5',
      to: 'LN5',
      amount: -20,
      type: 'CREDIT_LOSS_AMOUNT',
    },
    {
      created: '2024-04-01T09:00:00.000Z',
      from: 'LN5',
      to: 'D1',
      amount: '1.25',
      type: 'INTEREST_PAID',
    },
  ],
};

describe('fetchTaxYears of a fair-credit portfolio', () => {
  it('reads the answer as it arrives into the figures of the parsed answer', async () => {
    const answer = await fetchTaxYears(message, piecewise(JSON.stringify(body), 9));
    expect(answer).toEqual(taxYearsOfAnswer(message, body));
    expect(answer).toMatchObject({ kind: 'tax-years', years: [{ year: 2025 }, { year: 2024 }] });
  });

  it('answers an answer cut short as invalid, not with figures', async () => {
    const text = JSON.stringify(body).slice(0, -3);
    const answer = await fetchTaxYears(message, piecewise(text, 9));
    expect(answer).toMatchObject({ kind: 'invalid-response' });
  });
});
