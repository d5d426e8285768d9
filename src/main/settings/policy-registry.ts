import { z } from 'zod';
import { POLICY_EXPECTATIONS, POLICY_KEYS, checkPolicy, unreadablePolicy } from './policy.ts';
import type { PolicyKey, PolicyRead } from './policy.ts';

/** Where Group Policy and Intune put the policy on Windows. */
export const POLICY_REGISTRY_KEY = 'HKLM\\SOFTWARE\\Policies\\Vertaislaina';

/**
 * Windows PowerShell by its absolute path, never by bare name or from `%SystemRoot%`: PATH, the
 * current folder and the environment are the user's, so a fake program could answer "no policy".
 * Only an administrator can write to System32. Windows installed elsewhere than C:\Windows fails
 * closed (PowerShell cannot run), which is the safe side.
 */
export const POWERSHELL_EXE = 'C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe';

/**
 * Reads the key through .NET's registry API, in the 64-bit view Group Policy writes, and prints
 * it as UTF-8 JSON: `absent` when the key does not exist, else each value's kind and data. Text
 * comes whole whatever the console's code page (reg.exe's output did not: a folder with ä was
 * lost), and GetValue expands a REG_EXPAND_SZ (`%USERPROFILE%\Exports`) for the signed-in user.
 * Any error (access denied) stops the script with a non-zero exit, which fails closed.
 */
export const REGISTRY_POLICY_SCRIPT = [
  "$ErrorActionPreference = 'Stop'",
  '$OutputEncoding = [Console]::OutputEncoding = [Text.Encoding]::UTF8',
  "$base = [Microsoft.Win32.RegistryKey]::OpenBaseKey('LocalMachine', 'Registry64')",
  "$key = $base.OpenSubKey('SOFTWARE\\Policies\\Vertaislaina')",
  'if ($null -eq $key) { \'{"status":"absent"}\'; exit 0 }',
  '$values = @{}',
  "foreach ($name in $key.GetValueNames()) { if ($name -ne '') { $values[$name] = @{ kind = $key.GetValueKind($name).ToString(); data = $key.GetValue($name) } } }",
  "@{ status = 'present'; values = $values } | ConvertTo-Json -Compress -Depth 4",
].join('; ');

/** The value type each key has in the registry (README, resources/policy.example.json). */
export const REGISTRY_TYPES: Readonly<Record<PolicyKey, 'REG_SZ' | 'REG_DWORD'>> = {
  apiBaseUrl: 'REG_SZ',
  downloadFolder: 'REG_SZ',
  allowSandbox: 'REG_DWORD',
  updates: 'REG_SZ',
  sessionTimeoutMinutes: 'REG_DWORD',
  logLevel: 'REG_SZ',
};

export interface ExecResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}
/** Runs a program without a shell; rejects only when it cannot be run or times out. */
export type Exec = (file: string, args: readonly string[]) => Promise<ExecResult>;

/** A value that matches no key's type (another registry type), so that the check fails. */
interface UnusableValue {
  unusable: string;
}

const answerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('absent') }),
  z.object({
    status: z.literal('present'),
    values: z.record(z.string(), z.object({ kind: z.string(), data: z.unknown() })),
  }),
]);

type RegistryValues = Extract<z.output<typeof answerSchema>, { status: 'present' }>['values'];

/**
 * The values as the policy's raw shape: String and ExpandString (already expanded) as text,
 * DWord as a number, and for `allowSandbox` DWord 1 and 0 as true and false. Value names are
 * matched to the keys without regard to case, as Windows does. Anything else is left so that
 * the check fails.
 */
export function registryPolicyValues(values: RegistryValues): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [name, { kind, data }] of Object.entries(values)) {
    const key = POLICY_KEYS.find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
    raw[key] = registryValue(key, kind, data);
  }
  return raw;
}

function registryValue(key: string, kind: string, data: unknown): unknown {
  if ((kind === 'String' || kind === 'ExpandString') && typeof data === 'string') return data;
  if (kind === 'DWord' && typeof data === 'number' && Number.isInteger(data)) {
    // .NET gives a DWORD as a signed 32-bit number: 0xffffffff arrives as -1.
    const number = data < 0 ? data + 2 ** 32 : data;
    if (key === 'allowSandbox' && (number === 0 || number === 1)) return number === 1;
    return number;
  }
  return unusable(kind);
}

const unusable = (what: string): UnusableValue => ({ unusable: what });

/**
 * Reads the policy from the registry through Windows PowerShell (no native module). The policy
 * is absent only when the script says the key does not exist; any other outcome (PowerShell
 * cannot run or times out, a non-zero exit, anything on stderr, output that is not the script's
 * JSON) makes the policy unreadable, which fails closed, and says why.
 */
export async function loadRegistryPolicy(exec: Exec): Promise<PolicyRead> {
  let result: ExecResult;
  try {
    result = await exec(POWERSHELL_EXE, [
      '-NoProfile',
      '-NonInteractive',
      '-InputFormat',
      'None',
      '-EncodedCommand',
      Buffer.from(REGISTRY_POLICY_SCRIPT, 'utf16le').toString('base64'),
    ]);
  } catch (error) {
    return unreadable(`PowerShell failed (${errorCode(error)})`);
  }
  if (result.exitCode !== 0 || result.stderr.trim() !== '') return unreadable(exitFailure(result));
  const answer = parseAnswer(result.stdout);
  if (answer === undefined)
    return unreadable('PowerShell printed something that is not the policy');
  if (answer.status === 'absent') return { status: 'absent' };
  return checkPolicy(
    POLICY_REGISTRY_KEY,
    registryPolicyValues(answer.values),
    (key) => `${REGISTRY_TYPES[key]}, ${POLICY_EXPECTATIONS[key]}`,
  );
}

function parseAnswer(stdout: string): z.output<typeof answerSchema> | undefined {
  try {
    const parsed = answerSchema.safeParse(JSON.parse(stdout.replace(/^\uFEFF/, '').trim()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const unreadable = (problem: string): PolicyRead => unreadablePolicy(POLICY_REGISTRY_KEY, problem);

function exitFailure(result: ExecResult): string {
  const said = result.stderr.trim().replace(/\s+/g, ' ').slice(0, 200);
  return `PowerShell exited with ${result.exitCode}${said ? `: ${said}` : ''}`;
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : 'error';
}
