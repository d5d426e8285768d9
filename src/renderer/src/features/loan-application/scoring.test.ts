import { describe, expect, it } from 'vitest';
import { apiErrorOf, type ApiError } from '../../api/errors.ts';
import { kreditzScoring, olderScoringFailure } from './scoring.ts';

describe('kreditzScoring (§4 step 4)', () => {
  it('maps the statuses; anything unknown is pending', () => {
    expect(kreditzScoring('SCORING_READY')).toBe('ready');
    expect(kreditzScoring('SCORING_NOT_MAIN_ACCOUNT')).toBe('not-main-account');
    expect(kreditzScoring('SCORING_ERROR')).toBe('error');
    expect(kreditzScoring('SCORING_PENDING')).toBe('pending');
    expect(kreditzScoring('SOMETHING_NEW')).toBe('pending');
  });
});

/** The check's failure as the API client maps it, the answer's body kept as sent. */
const failure = (status: number, body: unknown): ApiError =>
  apiErrorOf({ kind: 'status', status, body });

describe('olderScoringFailure (§4 step 5)', () => {
  it('is a retry for a 400 that says retry, else a rejection', () => {
    expect(olderScoringFailure(failure(400, { message: 'thin', retry: true }))).toBe('retry');
    expect(olderScoringFailure(failure(400, { message: 'no', retry: false }))).toBe('rejected');
    expect(olderScoringFailure(failure(400, 'garbled'))).toBe('rejected');
  });

  it('is an error for anything but a 400', () => {
    expect(olderScoringFailure(failure(500, { message: 'x', retry: true }))).toBe('error');
    expect(olderScoringFailure(new Error('boom'))).toBe('error');
  });
});
