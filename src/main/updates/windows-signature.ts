import { win32 } from 'node:path';
import { z } from 'zod';
import { subjectMatches } from './distinguished-name.ts';
import type { UpdateVerifier } from './ports.ts';

/** `child_process.execFile`, promisified; a fake in tests. */
export type ExecFile = (
  file: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; timeout: number; windowsHide: true },
) => Promise<{ stdout: string; stderr: string }>;

const PATH_VARIABLE = 'VERTAISLAINA_UPDATE_FILE';
const TIMEOUT_MS = 20_000;

/**
 * Security module from PowerShell's own folder (a user-writable PSModulePath entry must not
 * shadow it); UTF-8 output; the file's path read from the environment, so no file name can
 * break out of a quoted string in the script.
 */
export const AUTHENTICODE_SCRIPT = [
  'Import-Module "$PSHOME\\Modules\\Microsoft.PowerShell.Security"',
  '$env:PSModulePath = ""',
  '$OutputEncoding = [Console]::OutputEncoding = [Text.Encoding]::UTF8',
  `Get-AuthenticodeSignature -LiteralPath $env:${PATH_VARIABLE} | Select-Object Status, Path, @{ n = 'Subject'; e = { $_.SignerCertificate.Subject } } | ConvertTo-Json -Compress`,
].join('; ');

const answerSchema = z.object({
  // SignatureStatus: 0 is Valid (an enum as a number in Windows PowerShell, a name in some hosts).
  Status: z.union([z.number(), z.string()]),
  Path: z.string().nullish(),
  Subject: z.string().nullish(),
});

const samePath = (a: string, b: string): boolean =>
  win32.normalize(a).toLowerCase() === win32.normalize(b).toLowerCase();

/**
 * The Authenticode check for electron-updater's NSIS hook (`verifyUpdateCodeSignature`): the
 * installer's signature must be valid and its signer one of `publisherNames`, full distinguished
 * names whose every attribute must match (electron-updater's own check takes a common name).
 * Unlike electron-updater's it fails closed when PowerShell cannot answer.
 */
export function windowsSignatureVerifier(options: {
  publisherNames: readonly string[];
  execFile: ExecFile;
  env: NodeJS.ProcessEnv;
}): UpdateVerifier {
  const powershell = win32.join(
    options.env.SystemRoot ?? 'C:\\Windows',
    'System32',
    'WindowsPowerShell',
    'v1.0',
    'powershell.exe',
  );
  return async (path) => {
    if (options.publisherNames.length === 0)
      return { ok: false, problem: 'no publisher configured' };
    const env: NodeJS.ProcessEnv = { ...options.env, [PATH_VARIABLE]: path };
    delete env.PSModulePath;
    const args = [
      '-NoProfile',
      '-NonInteractive',
      '-InputFormat',
      'None',
      '-EncodedCommand',
      Buffer.from(AUTHENTICODE_SCRIPT, 'utf16le').toString('base64'),
    ];
    let stdout: string;
    try {
      const result = await options.execFile(powershell, args, {
        env,
        timeout: TIMEOUT_MS,
        windowsHide: true,
      });
      if (result.stderr.trim() !== '')
        return { ok: false, problem: 'PowerShell reported an error' };
      stdout = result.stdout;
    } catch {
      return { ok: false, problem: 'PowerShell could not check the signature' };
    }
    let answer: z.infer<typeof answerSchema>;
    try {
      answer = answerSchema.parse(JSON.parse(stdout));
    } catch {
      return { ok: false, problem: 'unreadable answer from Get-AuthenticodeSignature' };
    }
    if (answer.Status !== 0 && answer.Status !== 'Valid') {
      return { ok: false, problem: `signature status ${String(answer.Status)}` };
    }
    if (answer.Path && !samePath(answer.Path, path)) {
      return { ok: false, problem: 'the signature is for another file' };
    }
    const subject = answer.Subject ?? '';
    if (!options.publisherNames.some((name) => subjectMatches(subject, name))) {
      return { ok: false, problem: `signed by ${subject || 'nobody'}` };
    }
    return { ok: true };
  };
}
