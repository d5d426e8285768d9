import type { DownloadResult } from '#shared/bridge.ts';
import { isApiError, SERVER_ERROR_KEY } from '../../api/errors.ts';

/** Where one file's save is, as its button and alert show it. */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saving'; receivedBytes: number; totalBytes: number | null }
  | { status: 'saved'; path: string }
  /** `message`: the text to show, an i18n key. */
  | { status: 'failed'; message: string };

export const IDLE: SaveState = { status: 'idle' };

/**
 * The failure text of every save: a download failure is a danger alert with the SERVER_ERROR
 * text (investor.md §8, borrower-and-shared.md §8), whatever went wrong.
 */
const FAILED: SaveState = { status: 'failed', message: SERVER_ERROR_KEY };

/**
 * What a finished save shows: saved → its path; canceled → nothing; a 401 → nothing (the session
 * ends, see use-file-save.ts); any other failure → the SERVER_ERROR text.
 */
export function stateAfter(result: DownloadResult): SaveState {
  if (result.status === 'saved') return { status: 'saved', path: result.path };
  if (result.status === 'canceled' || result.reason === 'unauthorized') return IDLE;
  return FAILED;
}

/**
 * What a save that threw shows (the API call that makes the file, or the bridge): nothing for a
 * 401, whose session the API client has already ended; else the SERVER_ERROR text.
 */
export function stateAfterError(error: unknown): SaveState {
  return isApiError(error) && error.kind === 'unauthorized' ? IDLE : FAILED;
}

/** main's download was refused with a 401: the session ends, as on any call's 401. */
export const endsSession = (result: DownloadResult | null): boolean =>
  result?.status === 'failed' && result.reason === 'unauthorized';
