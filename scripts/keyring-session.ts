/**
 * The keychain tests use the real Secret Service. On a Linux machine without a desktop session
 * (CI, a server, a container) there is none, so `npm test` starts its own: a private D-Bus session
 * with a gnome-keyring unlocked by a throwaway password, in a keyring folder of its own (a login
 * keyring left by an earlier run may have another password). Needs the `dbus` and
 * `gnome-keyring` packages; without them the keychain tests skip (or fail with CI=true).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const INSIDE = 'VERTAISLAINA_TEST_KEYRING';

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

export function needsOwnKeyringSession(env: NodeJS.ProcessEnv): boolean {
  if (process.platform !== 'linux' || env.DBUS_SESSION_BUS_ADDRESS || env[INSIDE]) return false;
  return hasCommand('dbus-run-session') && hasCommand('gnome-keyring-daemon');
}

/** Runs `node <script> <args>` again inside the keyring session; returns its exit status. */
export function rerunInKeyringSession(script: string, args: string[]): number {
  const unlockThenRun =
    'printf %s vertaislaina-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec "$@"';
  const run = spawnSync(
    'dbus-run-session',
    ['--', 'sh', '-c', unlockThenRun, 'sh', process.execPath, script, ...args],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        [INSIDE]: '1',
        XDG_DATA_HOME: mkdtempSync(join(tmpdir(), 'vertaislaina-keyring-')),
      },
    },
  );
  return run.status ?? 1;
}
