import { describe, expect, it, vi } from 'vitest';
import type { ExecFile } from './windows-signature.ts';
import { AUTHENTICODE_SCRIPT, windowsSignatureVerifier } from './windows-signature.ts';

const PUBLISHER = 'CN=Vertaislaina Oy, O=Vertaislaina Oy, L=Helsinki, C=FI';
const FILE =
  "C:\\Users\\a'b\\AppData\\Local\\vertaislaina-desktop-updater\\pending\\Vertaislaina-0.2.0-win-x64.exe";
const ENV = { SystemRoot: 'C:\\Windows', PSModulePath: 'C:\\Users\\evil\\modules', PATH: 'x' };

const answering = (stdout: unknown, stderr = '') =>
  vi.fn<ExecFile>(() =>
    Promise.resolve({
      stdout: typeof stdout === 'string' ? stdout : JSON.stringify(stdout),
      stderr,
    }),
  );

const verify = (execFile: ExecFile, publisherNames = [PUBLISHER]) =>
  windowsSignatureVerifier({ publisherNames, execFile, env: ENV })(FILE);

const VALID = { Status: 0, Path: FILE, Subject: `${PUBLISHER}, S=Uusimaa` };

describe('windowsSignatureVerifier', () => {
  it('accepts a valid signature by the configured publisher', async () => {
    expect(await verify(answering(VALID))).toEqual({ ok: true });
    expect(await verify(answering({ ...VALID, Status: 'Valid' }))).toEqual({ ok: true });
  });

  it('runs PowerShell from the system folder, the path only in the environment', async () => {
    const execFile = answering(VALID);
    await verify(execFile);

    const [file, args, options] = execFile.mock.calls[0] ?? [];
    expect(file).toBe('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe');
    const encoded = args?.[args.indexOf('-EncodedCommand') + 1] ?? '';
    const script = Buffer.from(encoded, 'base64').toString('utf16le');
    expect(script).toBe(AUTHENTICODE_SCRIPT);
    expect(script).not.toContain("a'b");
    expect(options?.env.VERTAISLAINA_UPDATE_FILE).toBe(FILE);
    expect(options?.env).not.toHaveProperty('PSModulePath');
  });

  it.each([
    ['not signed', { ...VALID, Status: 2 }],
    ['a hash mismatch', { ...VALID, Status: 'HashMismatch' }],
    ['another publisher', { ...VALID, Subject: 'CN=Vertaislaina Oy, O=Someone Else, C=FI' }],
    ['no signer', { ...VALID, Subject: null }],
    ['another file', { ...VALID, Path: 'C:\\Windows\\notepad.exe' }],
    ['an unreadable answer', 'Get-AuthenticodeSignature : not recognized'],
  ])('refuses %s', async (_case, stdout) => {
    expect((await verify(answering(stdout))).ok).toBe(false);
  });

  it('fails closed when PowerShell errs, cannot start or no publisher is configured', async () => {
    expect((await verify(answering(VALID, 'Import-Module : failed'))).ok).toBe(false);
    expect((await verify(vi.fn<ExecFile>(() => Promise.reject(new Error('ENOENT'))))).ok).toBe(
      false,
    );
    const execFile = answering(VALID);
    expect((await verify(execFile, [])).ok).toBe(false);
    expect(execFile).not.toHaveBeenCalled();
  });
});
