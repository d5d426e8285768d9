import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { createKeytarBackend, loadKeytar } from './keytar-backend.ts';
import type { KeytarLike } from './keytar-backend.ts';
import { withTimeout } from './timeout.ts';
import { createTokenVault } from './token-vault.ts';

/**
 * Talks to a real Secret Service (gnome-keyring). Skips where keytar or the Secret Service is
 * missing, except with CI=true, where it fails. Run inside a D-Bus session with an unlocked
 * keyring, in a fresh keyring directory so an existing login keyring cannot be in the way:
 *   XDG_DATA_HOME=$(mktemp -d) dbus-run-session -- bash -c 'echo -n pw |
 *     gnome-keyring-daemon --unlock --components=secrets >/dev/null; npx vitest run src/main/vault'
 */
const SERVICE = 'fi.vertaislaina.desktop.test';

async function probe(): Promise<{ keytar: KeytarLike | null; reason: string }> {
  if (!process.env.DBUS_SESSION_BUS_ADDRESS) {
    return { keytar: null, reason: 'no D-Bus session (DBUS_SESSION_BUS_ADDRESS unset)' };
  }
  const keytar = await loadKeytar();
  if (!keytar) return { keytar: null, reason: 'keytar did not load' };
  try {
    const account = `probe-${randomUUID()}`;
    await withTimeout(keytar.setPassword(SERVICE, account, 'probe'), 5000, 'probe');
    await withTimeout(keytar.deletePassword(SERVICE, account), 5000, 'probe');
    return { keytar, reason: '' };
  } catch (error) {
    return { keytar: null, reason: `the Secret Service refused a write (${String(error)})` };
  }
}

const { keytar, reason } = await probe();
/** CI must touch the real keychain: there a missing keytar or Secret Service fails, never skips. */
const REQUIRED = process.env.CI === 'true';

function realKeytar(): KeytarLike {
  if (!keytar) throw new Error(`CI=true requires keytar and a Secret Service, but ${reason}`);
  return keytar;
}

const status = keytar ? '' : REQUIRED ? ` — unavailable: ${reason}` : ` — skipped: ${reason}`;

describe.skipIf(!keytar && !REQUIRED)(`keychain (real Secret Service)${status}`, () => {
  it('writes, reads and erases one entry', async () => {
    const backend = createKeytarBackend(realKeytar(), SERVICE, randomUUID());
    expect(await backend.read()).toBeNull();
    await backend.write('{"v":1,"token":"real-keychain-token","legacy":null}');
    expect(await backend.read()).toBe('{"v":1,"token":"real-keychain-token","legacy":null}');
    await backend.erase();
    expect(await backend.read()).toBeNull();
  });

  it('keeps the vault tokens across a restart and wipes them on clear()', async () => {
    const real = realKeytar();
    const account = randomUUID();
    const make = () =>
      createTokenVault({
        backends: [() => Promise.resolve(createKeytarBackend(real, SERVICE, account))],
        clearSessionData: () => Promise.resolve(),
        log: silentLogger,
      });
    const first = make();
    expect(await first.storeToken('session-token')).toMatchObject({
      ok: true,
      value: { backend: 'keychain', memoryOnly: false },
    });
    await first.storeLegacyToken('legacy-token', 'investor');
    const second = make();
    await second.load();
    expect(second.tokens()).toEqual({
      token: 'session-token',
      legacy: { token: 'legacy-token', role: 'investor' },
    });
    expect((await second.clear()).ok).toBe(true);
    expect(await real.getPassword(SERVICE, account)).toBeNull();
  });
});
