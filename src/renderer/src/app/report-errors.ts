import { ERROR_REPORT_LIMITS, type DesktopBridge, type ErrorReport } from '#shared/bridge.ts';

const MAX_PER_MINUTE = 10;

const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

function reportOf(reason: unknown, fallback: string): ErrorReport {
  const message =
    reason instanceof Error
      ? `${reason.name}: ${reason.message}`
      : typeof reason === 'string'
        ? reason
        : reason === undefined || reason === null
          ? fallback
          : describe(reason);
  const stack = reason instanceof Error ? reason.stack : undefined;
  return {
    message: cut(message, ERROR_REPORT_LIMITS.message),
    ...(stack === undefined ? {} : { stack: cut(stack, ERROR_REPORT_LIMITS.stack) }),
  };
}

/**
 * Sends the renderer's uncaught errors and unhandled rejections to main's log. Main limits the
 * rate too (the renderer is untrusted); this limit only spares the IPC channel a render loop's
 * flood. Returns the uninstall function.
 */
export function installErrorReporting(
  win: Window,
  bridge: Pick<DesktopBridge, 'app'>,
  now: () => number = () => Date.now(),
): () => void {
  let windowStart = Number.NEGATIVE_INFINITY;
  let sent = 0;
  const send = (report: ErrorReport): void => {
    const at = now();
    if (at - windowStart >= 60_000) {
      windowStart = at;
      sent = 0;
    }
    if (sent >= MAX_PER_MINUTE) return;
    sent++;
    try {
      bridge.app.reportError(report);
    } catch {
      // Reporting must never raise a new error of its own.
    }
  };
  const onError = (event: ErrorEvent): void => {
    send(reportOf(event.error ?? event.message, 'Script error'));
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    const report = reportOf(event.reason, 'Unhandled rejection');
    send({
      ...report,
      message: cut(`Unhandled rejection: ${report.message}`, ERROR_REPORT_LIMITS.message),
    });
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
