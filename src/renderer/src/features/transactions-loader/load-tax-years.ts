import { investorApi } from '#shared/api/investor.ts';
import { legacyPortfolioApi } from '#shared/api/legacy.ts';
import {
  depositTaxYears,
  legacyTaxYears,
  type TaxHistoryContext,
  type TaxYearFigures,
} from '#shared/domain/tax-statement/index.ts';
import type { ApiClient } from '../../api/client.ts';
import { canceled, runWorker, unexpected } from './load-off-main-thread.ts';
import type { TaxYearsRequest } from './protocol.ts';
import { spawnLoaderWorker, type WorkerLike } from './spawn-worker.ts';

/** Whose whole history the tax statement reads. */
export type TaxHistorySource =
  /** A fair-credit portfolio (its mambu_deposit_id), from its first day to today (YYYY-MM-DD). */
  | { kind: 'deposit'; depositId: string; fromDate: string; toDate: string }
  /** An old fixed-rate portfolio: its call has no range (investor.md §7). */
  | { kind: 'legacy'; legacyUserId: number };

/** Every year's tax figures of a portfolio's history, newest first; rejects with the API error. */
export type LoadTaxYears = (
  source: TaxHistorySource,
  context: TaxHistoryContext,
  signal: AbortSignal,
) => Promise<TaxYearFigures[]>;

function prepareHistory(api: Pick<ApiClient, 'prepare'>, source: TaxHistorySource) {
  if (source.kind === 'legacy') {
    return api.prepare(legacyPortfolioApi.transactions, {
      query: { legacy_user_id: String(source.legacyUserId) },
    });
  }
  return api.prepare(investorApi.transactions, {
    params: { id: source.depositId },
    query: { type: 'ALL', from_date: source.fromDate, to_date: source.toDate },
  });
}

/**
 * The tax statement's loader (issue 22): the transaction worker fetches the whole history and
 * computes every year there, so only the figures cross to the window.
 */
export function createTaxYearsLoader(deps: {
  api: Pick<ApiClient, 'prepare'>;
  spawnWorker?: () => WorkerLike;
}): LoadTaxYears {
  const spawn = deps.spawnWorker ?? spawnLoaderWorker;
  return async (source, context, signal) => {
    if (signal.aborted) throw canceled();
    const call = prepareHistory(deps.api, source);
    const message: TaxYearsRequest = {
      job: 'tax-years',
      request: call.request,
      source:
        source.kind === 'deposit'
          ? { kind: 'deposit', portfolioId: source.depositId }
          : { kind: 'legacy' },
      context,
    };
    const answer = await runWorker(spawn(), message, signal);
    if (answer.kind === 'tax-years') return answer.years;
    throw call.fail(answer.kind === 'table' ? unexpected : answer);
  };
}

/** The same where the page has no Worker (jsdom): the calls through the API client. */
export function createMainThreadTaxYearsLoader(api: ApiClient): LoadTaxYears {
  return async (source, context, signal) => {
    if (source.kind === 'legacy') {
      const rows = await api.call(legacyPortfolioApi.transactions, {
        query: { legacy_user_id: String(source.legacyUserId) },
      });
      signal.throwIfAborted();
      return legacyTaxYears(rows, context);
    }
    const rows = await api.call(investorApi.transactions, {
      params: { id: source.depositId },
      query: { type: 'ALL', from_date: source.fromDate, to_date: source.toDate },
    });
    signal.throwIfAborted();
    const history = rows.map((row) => ({ ...row, amountCents: row.amount }));
    return depositTaxYears(history, source.depositId, context);
  };
}
