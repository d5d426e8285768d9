import { useEffect, useRef, useState } from 'react';
import type { DownloadRequest, DownloadResult } from '#shared/bridge.ts';
import { useServices } from '../../services/app-services.ts';

export type CsvDownloadState =
  | { status: 'idle' }
  | { status: 'saving'; receivedBytes: number; totalBytes: number | null }
  | { status: 'saved'; path: string }
  | { status: 'failed' };

/**
 * Saving the transactions CSV through the bridge: main streams it to disk (the web bridge lets
 * the browser download it). Progress events carry main's own id, and only one save runs at a
 * time, so they belong to the save in flight. Canceled shows nothing; a 401 ends the session as
 * any API call's does.
 */
export function useCsvDownload() {
  const { bridge, session } = useServices();
  const [state, setState] = useState<CsvDownloadState>({ status: 'idle' });
  const saving = useRef(false);

  useEffect(
    () =>
      bridge.downloads.onProgress((progress) => {
        if (!saving.current) return;
        setState({
          status: 'saving',
          receivedBytes: progress.receivedBytes,
          totalBytes: progress.totalBytes,
        });
      }),
    [bridge],
  );

  const save = async (request: DownloadRequest) => {
    if (saving.current) return;
    saving.current = true;
    setState({ status: 'saving', receivedBytes: 0, totalBytes: null });
    let result: DownloadResult;
    try {
      result = await bridge.downloads.save(request);
    } catch {
      result = { status: 'failed', reason: 'io' };
    }
    saving.current = false;
    if (result.status === 'saved') setState({ status: 'saved', path: result.path });
    else if (result.status === 'canceled') setState({ status: 'idle' });
    else if (result.reason === 'unauthorized') {
      setState({ status: 'idle' });
      await session.end();
    } else setState({ status: 'failed' });
  };

  return { state, save };
}
