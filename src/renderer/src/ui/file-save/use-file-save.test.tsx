import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DownloadProgress, DownloadRequest, DownloadResult } from '#shared/bridge.ts';
import { ApiError } from '../../api/errors.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { stateAfter, stateAfterError } from './save-state.ts';
import { useFileSave, type FileToSave, type SaveOptions } from './use-file-save.ts';

const csv: DownloadRequest = { kind: 'csv', apiPath: 'api/x', suggestedName: 'x.csv' };
const SERVER_ERROR = { status: 'failed', message: 'errors:serverError' };

/** The hook over a bridge whose saves wait for the test to finish them. */
function setup() {
  const { downloads } = createFakeBridge({ token: 'T' });
  let progress: (event: DownloadProgress) => void = () => undefined;
  downloads.onProgress.mockImplementation((...args: unknown[]) => {
    // The fake's onProgress declares no listener; the hook passes one.
    progress = args[0] as typeof progress;
    return () => undefined;
  });
  const pending: Array<(result: DownloadResult) => void> = [];
  const waiting = () =>
    new Promise<DownloadResult>((resolve) => {
      pending.push(resolve);
    });
  downloads.save.mockImplementation(waiting);
  downloads.saveBase64.mockImplementation(waiting);
  const endSession = vi.fn(() => Promise.resolve());
  const hook = renderHook(() => useFileSave({ downloads, endSession }));
  const finish = (result: DownloadResult) =>
    act(async () => {
      pending.shift()?.(result);
      await Promise.resolve();
    });
  type SaveArgs = [FileToSave, SaveOptions?];
  const start = (key: string, file: FileToSave) => {
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = hook.result.current.save(key, file);
    });
    return done;
  };
  /** A save that settles by itself (no bridge save waits for `finish`). */
  const run = (key: string, ...args: SaveArgs) => act(() => hook.result.current.save(key, ...args));
  return {
    downloads,
    hook,
    finish,
    start,
    run,
    endSession,
    progress: (e: DownloadProgress) => act(() => progress(e)),
  };
}

describe('useFileSave', () => {
  it('saves one file at a time: a second save while one runs is ignored', async () => {
    const { downloads, hook, start, finish } = setup();
    void start('a', csv);
    expect(hook.result.current.busy).toBe(true);
    void start('b', { ...csv, suggestedName: 'b.csv' });
    expect(downloads.save).toHaveBeenCalledTimes(1);
    expect(hook.result.current.stateOf('b')).toEqual({ status: 'idle' });
    await finish({ status: 'saved', path: '/tmp/x.csv' });
    expect(hook.result.current.busy).toBe(false);
    void start('b', csv);
    expect(downloads.save).toHaveBeenCalledTimes(2);
  });

  it('shows main’s progress on the save in flight, then where the file went', async () => {
    const { hook, start, finish, progress } = setup();
    void start('a', csv);
    expect(hook.result.current.stateOf('a')).toEqual({
      status: 'saving',
      receivedBytes: 0,
      totalBytes: null,
    });
    progress({ id: 'd1', receivedBytes: 300, totalBytes: 400 });
    expect(hook.result.current.latest).toEqual({
      status: 'saving',
      receivedBytes: 300,
      totalBytes: 400,
    });
    await finish({ status: 'saved', path: '/home/u/x.csv' });
    expect(hook.result.current.stateOf('a')).toEqual({ status: 'saved', path: '/home/u/x.csv' });
    // Progress with nothing in flight belongs to no save.
    progress({ id: 'd2', receivedBytes: 1, totalBytes: null });
    expect(hook.result.current.stateOf('a')).toEqual({ status: 'saved', path: '/home/u/x.csv' });
  });

  it('keeps each key’s outcome, and `latest` is the save started last', async () => {
    const { hook, start, finish } = setup();
    void start('a', csv);
    await finish({ status: 'failed', reason: 'disk-full' });
    void start('b', csv);
    await finish({ status: 'canceled' });
    expect(hook.result.current.stateOf('a')).toEqual(SERVER_ERROR);
    expect(hook.result.current.stateOf('b')).toEqual({ status: 'idle' });
    expect(hook.result.current.latest).toEqual({ status: 'idle' });
  });

  it('ends the session when main’s download answers 401, and shows nothing', async () => {
    const { hook, start, finish, endSession } = setup();
    const done = start('a', csv);
    await finish({ status: 'failed', reason: 'unauthorized' });
    await done;
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(hook.result.current.stateOf('a')).toEqual({ status: 'idle' });
  });

  it('runs a save action (a file the app makes), and a failure to make it is the error text', async () => {
    const { downloads, hook, start, run, finish, endSession } = setup();
    const made = { kind: 'pdf', base64: 'JVBE', suggestedName: 'invoice.pdf' } as const;
    void start('i1', () => Promise.resolve(made).then((file) => downloads.saveBase64(file)));
    await vi.waitFor(() => expect(downloads.saveBase64).toHaveBeenCalledWith(made));
    expect(downloads.save).not.toHaveBeenCalled();
    await finish({ status: 'saved', path: '/tmp/invoice.pdf' });
    expect(hook.result.current.latest).toEqual({ status: 'saved', path: '/tmp/invoice.pdf' });

    await run('i2', () => Promise.reject(new ApiError('client', { status: 422 })));
    expect(hook.result.current.latest).toEqual(SERVER_ERROR);
    // The API client has ended the session on the call's own 401: nothing shown, no second end.
    await run('i3', () => Promise.reject(new ApiError('unauthorized', { status: 401 })));
    expect(hook.result.current.latest).toEqual({ status: 'idle' });
    expect(endSession).not.toHaveBeenCalled();
  });

  it('shows the caller’s own failure text, for a failed result and for a throw', async () => {
    const { hook, run } = setup();
    const own = { failedMessage: 'profile:diagnostics.failed' };
    const OWN = { status: 'failed', message: 'profile:diagnostics.failed' };
    await run('d', () => Promise.resolve({ status: 'failed', reason: 'unsupported' }), own);
    expect(hook.result.current.stateOf('d')).toEqual(OWN);
    await run('d', () => Promise.reject(new Error('IPC closed')), own);
    expect(hook.result.current.stateOf('d')).toEqual(OWN);
    await run('d', () => Promise.resolve({ status: 'canceled' }), own);
    expect(hook.result.current.stateOf('d')).toEqual({ status: 'idle' });
  });

  it('treats a bridge that throws as a failed save', async () => {
    const { downloads, hook, run } = setup();
    downloads.save.mockRejectedValueOnce(new Error('IPC closed'));
    await run('a', csv);
    expect(hook.result.current.stateOf('a')).toEqual(SERVER_ERROR);
    expect(hook.result.current.busy).toBe(false);
  });
});

describe('stateAfter (the error text of a save)', () => {
  it('maps results: saved shows the path, canceled nothing, any failure SERVER_ERROR', () => {
    expect(stateAfter({ status: 'saved', path: '/home/u/a.pdf' })).toEqual({
      status: 'saved',
      path: '/home/u/a.pdf',
    });
    expect(stateAfter({ status: 'canceled' })).toEqual({ status: 'idle' });
    for (const reason of ['http', 'network', 'disk-full', 'permission', 'exists', 'io'] as const) {
      expect(stateAfter({ status: 'failed', reason })).toEqual(SERVER_ERROR);
    }
    expect(stateAfter({ status: 'failed', reason: 'unauthorized' })).toEqual({ status: 'idle' });
    expect(stateAfterError(new Error('x'))).toEqual(SERVER_ERROR);
  });
});
