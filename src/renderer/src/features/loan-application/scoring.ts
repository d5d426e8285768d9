import { SCORING_STATUS, scoringCheckRejection } from '#shared/api/borrower.ts';
import { isApiError } from '../../api/errors.ts';

/** What a `kreditz/scoring-check` status means (§4 step 4): anything unknown is still pending. */
export type KreditzScoring = 'ready' | 'not-main-account' | 'error' | 'pending';

export function kreditzScoring(status: string): KreditzScoring {
  if (status === SCORING_STATUS.ready) return 'ready';
  if (status === SCORING_STATUS.notMainAccount) return 'not-main-account';
  if (status === SCORING_STATUS.error) return 'error';
  return 'pending';
}

/**
 * The older `scoring/check`'s failure (§4 step 5): a 400 is a rejection, with `retry` when the
 * applicant may try another account; any other failure is an error, not a decision.
 */
export function olderScoringFailure(error: unknown): 'retry' | 'rejected' | 'error' {
  if (!isApiError(error) || error.status !== 400) return 'error';
  const parsed = scoringCheckRejection.safeParse(error.body);
  return parsed.success && parsed.data.retry ? 'retry' : 'rejected';
}
