import type { DiagnosticsResult, DownloadResult } from '#shared/bridge.ts';
import { isApiError, SERVER_ERROR_KEY } from '../../api/errors.ts';

/** Where one file's save is, as its button and alert show it. */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saving'; receivedBytes: number; totalBytes: number | null }
  | { status: 'saved'; path: string }
  /** `message`: the text to show, an i18n key. */
  | { status: 'failed'; message: string };

export const IDLE: SaveState = { status: 'idle' };

/** What main answers for a save: a download's result, or a file main makes itself (diagnostics). */
export type SaveResult = DownloadResult | DiagnosticsResult;

/**
 * The failure text of a save unless its caller names one: a download failure is a danger alert
 * with the SERVER_ERROR text (investor.md §8, borrower-and-shared.md §8), whatever went wrong.
 */
export const DEFAULT_FAILED_MESSAGE = SERVER_ERROR_KEY;

const failed = (message: string): SaveState => ({ status: 'failed', message });

/**
 * What a finished save shows: saved → its path; canceled → nothing; a 401 → nothing (the session
 * ends, see use-file-save.ts); any other failure → `failedMessage`.
 */
export function stateAfter(
  result: SaveResult,
  failedMessage: string = DEFAULT_FAILED_MESSAGE,
): SaveState {
  if (result.status === 'saved') return { status: 'saved', path: result.path };
  if (result.status === 'canceled' || result.reason === 'unauthorized') return IDLE;
  return failed(failedMessage);
}

/**
 * What a save that threw shows (the API call that makes the file, or the bridge): nothing for a
 * 401, whose session the API client has already ended; else `failedMessage`.
 */
export function stateAfterError(
  error: unknown,
  failedMessage: string = DEFAULT_FAILED_MESSAGE,
): SaveState {
  return isApiError(error) && error.kind === 'unauthorized' ? IDLE : failed(failedMessage);
}

/** main's save was refused with a 401: the session ends, as on any call's 401. */
export const endsSession = (result: SaveResult | null): boolean =>
  result?.status === 'failed' && result.reason === 'unauthorized';
