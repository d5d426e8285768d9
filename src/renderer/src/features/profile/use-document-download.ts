import { useEffect, useRef, useState } from 'react';
import type { DownloadRequest, DownloadResult } from '#shared/bridge.ts';
import { useServices } from '../../services/app-services.ts';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; receivedBytes: number; totalBytes: number | null }
  | { status: 'saved'; path: string }
  | { status: 'failed' };

/** What a finished download shows: saved → its path, canceled → nothing, failed → an alert. */
export function stateAfter(result: DownloadResult): DownloadState {
  if (result.status === 'saved') return { status: 'saved', path: result.path };
  if (result.status === 'failed') return { status: 'failed' };
  return { status: 'idle' };
}

/**
 * Document downloads through the bridge (main saves to disk; the web bridge lets the browser
 * download). One at a time: progress events carry main's own id, so they belong to the
 * download in flight. A 401 ends the session as any API call's 401 does (`session.end`).
 */
export function useDocumentDownload() {
  const { bridge, session } = useServices();
  const [active, setActive] = useState<string | null>(null);
  const [states, setStates] = useState<Readonly<Record<string, DownloadState>>>({});
  const activeRef = useRef<string | null>(null);

  useEffect(
    () =>
      bridge.downloads.onProgress((progress) => {
        const key = activeRef.current;
        if (key === null) return;
        setStates((current) => ({
          ...current,
          [key]: {
            status: 'downloading',
            receivedBytes: progress.receivedBytes,
            totalBytes: progress.totalBytes,
          },
        }));
      }),
    [bridge],
  );

  const download = async (key: string, request: DownloadRequest) => {
    if (activeRef.current !== null) return;
    activeRef.current = key;
    setActive(key);
    setStates((current) => ({
      ...current,
      [key]: { status: 'downloading', receivedBytes: 0, totalBytes: null },
    }));
    let result: DownloadResult;
    try {
      result = await bridge.downloads.save(request);
    } catch {
      result = { status: 'failed', reason: 'io' };
    }
    activeRef.current = null;
    setActive(null);
    const unauthorized = result.status === 'failed' && result.reason === 'unauthorized';
    setStates((current) => ({
      ...current,
      [key]: unauthorized ? { status: 'idle' } : stateAfter(result),
    }));
    if (unauthorized) await session.end();
  };

  const stateOf = (key: string): DownloadState => states[key] ?? { status: 'idle' };
  return { download, stateOf, busy: active !== null };
}
