import { useEffect, useRef, useState } from 'react';
import type { DownloadRequest, DownloadsApi } from '#shared/bridge.ts';
import {
  endsSession,
  IDLE,
  stateAfter,
  stateAfterError,
  type SaveResult,
  type SaveState,
} from './save-state.ts';

/**
 * What to save: a file main downloads from the API and streams to disk, or a save action that
 * asks main some other way (a file the app makes, such as an invoice's base64 PDF handed to
 * `downloads.saveBase64`; the diagnostics zip main builds) and answers how it went.
 */
export type FileToSave = DownloadRequest | (() => Promise<SaveResult>);

export interface FileSaveDeps {
  downloads: DownloadsApi;
  /** Ends the session, as a 401 of any call does. */
  endSession: () => Promise<void>;
}

export interface SaveOptions {
  /** The failure text (an i18n key) when it is not the SERVER_ERROR text. */
  failedMessage?: string;
}

function saveWith(downloads: DownloadsApi, file: FileToSave): Promise<SaveResult> {
  return typeof file === 'function' ? file() : downloads.save(file);
}

/**
 * The one way to save a file (ARCHITECTURE §4 Saving files): through the bridge, main writes it
 * where the user chooses (the web bridge lets the browser download it). One save at a time, each
 * under a key of the caller's (a document's, an invoice's): main's progress events carry main's
 * own id, and with one save in flight they are that save's. Saved → its path; canceled → nothing;
 * a 401 → the session ends; any other failure → the SERVER_ERROR text or the caller's own.
 */
export function useFileSave({ downloads, endSession }: FileSaveDeps) {
  const [states, setStates] = useState<Readonly<Record<string, SaveState>>>({});
  const [latestKey, setLatestKey] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const activeRef = useRef<string | null>(null);

  const setState = (key: string, state: SaveState) =>
    setStates((current) => ({ ...current, [key]: state }));

  useEffect(
    () =>
      downloads.onProgress((progress) => {
        const key = activeRef.current;
        if (key === null) return;
        setState(key, {
          status: 'saving',
          receivedBytes: progress.receivedBytes,
          totalBytes: progress.totalBytes,
        });
      }),
    [downloads],
  );

  const save = async (
    key: string,
    file: FileToSave,
    { failedMessage }: SaveOptions = {},
  ): Promise<void> => {
    if (activeRef.current !== null) return;
    activeRef.current = key;
    setActive(key);
    setLatestKey(key);
    setState(key, { status: 'saving', receivedBytes: 0, totalBytes: null });
    let result: SaveResult | null = null;
    let state: SaveState;
    try {
      result = await saveWith(downloads, file);
      state = stateAfter(result, failedMessage);
    } catch (error) {
      state = stateAfterError(error, failedMessage);
    }
    activeRef.current = null;
    setActive(null);
    setState(key, state);
    if (endsSession(result)) await endSession();
  };

  const stateOf = (key: string): SaveState => states[key] ?? IDLE;
  return {
    save,
    stateOf,
    /** The state of the save started last (a screen with one alert for all its files). */
    latest: latestKey === null ? IDLE : stateOf(latestKey),
    busy: active !== null,
  };
}

export type FileSave = ReturnType<typeof useFileSave>;
