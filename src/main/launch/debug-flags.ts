/**
 * The command-line switches that open the app to another process: Chromium's remote debugging
 * (`--remote-debugging-port`, `--remote-debugging-pipe`, any `--remote-debugging-*`) and Node's
 * inspector (`--inspect`, `--inspect-brk`, `--inspect-port`, any `--inspect*`). With one, a
 * process of the same user could drive the renderer, whose API requests main signs with the
 * user's token, or run code in main itself. A packaged app refuses to start with any of them.
 *
 * Chromium reads a switch with `--` or `-` (and `/` on Windows) before it, in any case on
 * Windows, with its value after `=` or in the next argument: all of these count here. Node's
 * inspector switches are also off by fuse (`enableNodeCliInspectArguments`, electron-builder.yml);
 * this check refuses them anyway, so that the fuse is not the only door. `NODE_OPTIONS` is not
 * read: the `enableNodeOptionsEnvironmentVariable` fuse makes a packaged app ignore it, and
 * Electron reads no other variable of extra launch switches (`ELECTRON_EXTRA_LAUNCH_ARGS` is
 * Cypress's, not Electron's).
 */
const DEBUG_SWITCH = /^(?:remote-debugging-|inspect)/;

/** The first debugging switch among the arguments (without the executable), else null. */
export function debuggingSwitchIn(args: readonly string[]): string | null {
  for (const arg of args) {
    const name = /^(?:--?|\/)([^=]+)/.exec(arg.trim())?.[1]?.toLowerCase();
    if (name !== undefined && DEBUG_SWITCH.test(name)) return `--${name}`;
  }
  return null;
}

/** The exit code of a packaged app that refused a debugging switch (EX_USAGE, sysexits.h). */
const DEBUGGING_REFUSED_EXIT_CODE = 64;

/** The log line that says why the app did not start. */
function debuggingRefusedMessage(found: string): string {
  return `refusing to start: ${found} would let another process drive the app`;
}

/**
 * The first thing at launch: a packaged app started with a debugging switch writes why to the log
 * and exits before any window. True when it refused.
 */
export function refuseDebugging(
  launch: { packaged: boolean; args: readonly string[] },
  log: { error(line: string): void },
  exit: (code: number) => void,
): boolean {
  const found = launch.packaged ? debuggingSwitchIn(launch.args) : null;
  if (found === null) return false;
  log.error(debuggingRefusedMessage(found));
  exit(DEBUGGING_REFUSED_EXIT_CODE);
  return true;
}
