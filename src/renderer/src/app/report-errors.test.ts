import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_REPORT_LIMITS } from '#shared/bridge.ts';
import { installErrorReporting } from './report-errors.ts';

function rejection(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent constructor; the listener reads `reason` only.
  return Object.assign(new Event('unhandledrejection'), { reason });
}

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

function install(now = () => 0) {
  const reportError = vi.fn();
  uninstall = installErrorReporting(window, { app: { reportError } as never }, now);
  return reportError;
}

describe('installErrorReporting', () => {
  it('reports uncaught errors and unhandled rejections with their stacks', () => {
    const reportError = install();
    const error = new TypeError('x is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    window.dispatchEvent(rejection(new Error('fetch failed')));
    window.dispatchEvent(rejection('plain reason'));
    window.dispatchEvent(rejection({ status: 503 }));
    const reports = reportError.mock.calls.map(([r]) => r as { message: string; stack?: string });
    expect(reports.map((r) => r.message)).toEqual([
      'TypeError: x is undefined',
      'Unhandled rejection: Error: fetch failed',
      'Unhandled rejection: plain reason',
      'Unhandled rejection: {"status":503}',
    ]);
    expect(reports[0]?.stack).toBe(error.stack);
    expect(reports[1]?.stack).toContain('fetch failed');
    expect(reports[2]).not.toHaveProperty('stack');
  });

  it('cuts long texts to what main accepts and sends at most ten reports a minute', () => {
    let now = 0;
    const reportError = install(() => now);
    const error = new Error('m'.repeat(5_000));
    error.stack = 's'.repeat(50_000);
    for (let i = 0; i < 30; i++) window.dispatchEvent(new ErrorEvent('error', { error }));
    expect(reportError).toHaveBeenCalledTimes(10);
    const [first] = reportError.mock.calls[0] as [{ message: string; stack: string }];
    expect(first.message.length).toBe(ERROR_REPORT_LIMITS.message);
    expect(first.stack.length).toBe(ERROR_REPORT_LIMITS.stack);
    now = 60_000;
    window.dispatchEvent(new ErrorEvent('error', { error }));
    expect(reportError).toHaveBeenCalledTimes(11);
  });

  it('stops reporting once uninstalled', () => {
    const reportError = install();
    uninstall();
    window.dispatchEvent(rejection(new Error('late')));
    expect(reportError).not.toHaveBeenCalled();
  });
});
