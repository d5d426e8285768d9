import { POLICY_EXPECTATIONS, POLICY_KEYS, checkPolicy, unreadablePolicy } from './policy.ts';
import type { PolicyKey, PolicyRead } from './policy.ts';

/** Where Group Policy and Intune put the policy on Windows. */
export const POLICY_REGISTRY_KEY = 'HKLM\\SOFTWARE\\Policies\\Vertaislaina';
/** Its parent, which every Windows has and every user may read. */
export const POLICIES_REGISTRY_KEY = 'HKLM\\SOFTWARE\\Policies';

/**
 * reg.exe by its absolute path, never by bare name: a bare name is looked up in PATH (and the
 * current folder), which the user controls, so a fake reg.exe that exits 1 would read as "no
 * policy". Only an administrator can write to System32. `%SystemRoot%` is not read for the same
 * reason: the user sets their own environment. Windows installed elsewhere than C:\Windows
 * fails closed (reg.exe cannot run), which is the safe side.
 */
export const REG_EXE = 'C:\\Windows\\System32\\reg.exe';

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

/** A value that matches no key's type (another registry type, or text reg.exe garbled). */
interface UnusableValue {
  unusable: string;
}

// reg.exe prints each value as four spaces, name, four spaces, type, four spaces, data.
const VALUE_LINE = /^ {4}(.+?) {4}(REG_[A-Z0-9_]+)(?: {4}(.*))?$/;

/**
 * Parses `reg query <key>` output into the policy's raw shape: REG_SZ as text, REG_DWORD as a
 * number, and for `allowSandbox` DWORD 1 and 0 as true and false. Value names are matched to the
 * keys without regard to case, as Windows does. Anything else is left so that the check fails.
 */
export function parseRegQuery(stdout: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const line of stdout.split(/\r?\n/)) {
    const match = VALUE_LINE.exec(line);
    if (!match) continue;
    const [, name = '', type = '', data = ''] = match;
    // The key's default value, "(Default)" in the Windows language: never a policy key.
    if (name.startsWith('(') && name.endsWith(')')) continue;
    const key = POLICY_KEYS.find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
    values[key] = registryValue(key, type, data);
  }
  return values;
}

function registryValue(key: string, type: string, data: string): unknown {
  if (type === 'REG_SZ') {
    // reg.exe writes in the console's code page: text it could not pass on is not guessed at.
    return data.includes('\uFFFD') ? unusable('text in another code page') : data;
  }
  if (type === 'REG_DWORD' && /^0x[0-9a-fA-F]{1,8}$/.test(data)) {
    const number = Number.parseInt(data, 16);
    if (key === 'allowSandbox' && (number === 0 || number === 1)) return number === 1;
    return number;
  }
  return unusable(type);
}

const unusable = (what: string): UnusableValue => ({ unusable: what });

/**
 * Reads the policy from the registry through `reg.exe` (no native module). reg.exe exits with 1
 * on every failure — a missing key, access denied, a bad argument — and says which only on
 * stderr, in the Windows display language. So exit 1 is confirmed by listing the parent key
 * (whose subkey names are not translated): the policy is absent only when that listing works and
 * has no Vertaislaina subkey. Any other failure (reg.exe cannot run or times out, access denied,
 * output that is not reg.exe's) makes the policy unreadable, which fails closed, and says why.
 */
export async function loadRegistryPolicy(exec: Exec): Promise<PolicyRead> {
  const read = await query(exec, POLICY_REGISTRY_KEY);
  if ('failure' in read) return unreadable(read.failure);
  if (read.exitCode === 1) return confirmAbsent(exec, read);
  if (read.exitCode !== 0) return unreadable(exitFailure(read));
  if (!isQueryOutput(read.stdout, POLICY_REGISTRY_KEY)) {
    return unreadable('reg.exe printed something that is not a registry listing');
  }
  return checkPolicy(
    POLICY_REGISTRY_KEY,
    parseRegQuery(read.stdout),
    (key) => `${REGISTRY_TYPES[key]}, ${POLICY_EXPECTATIONS[key]}`,
  );
}

async function confirmAbsent(exec: Exec, keyRead: ExecResult): Promise<PolicyRead> {
  const parent = await query(exec, POLICIES_REGISTRY_KEY);
  if ('failure' in parent) return unreadable(`${exitFailure(keyRead)}; ${parent.failure}`);
  if (parent.exitCode !== 0 || !isQueryOutput(parent.stdout, POLICIES_REGISTRY_KEY)) {
    return unreadable(`${exitFailure(keyRead)}; ${POLICIES_REGISTRY_KEY}: ${exitFailure(parent)}`);
  }
  const listed = parent.stdout
    .split(/\r?\n/)
    .some((line) => line.trim().toLowerCase() === fullName(POLICY_REGISTRY_KEY).toLowerCase());
  // The key exists, so reg.exe could not read it: not an absent policy.
  return listed ? unreadable(exitFailure(keyRead)) : { status: 'absent' };
}

type QueryRead = ExecResult | { failure: string };

async function query(exec: Exec, key: string): Promise<QueryRead> {
  try {
    return await exec(REG_EXE, ['query', key]);
  } catch (error) {
    return { failure: `reg.exe failed (${errorCode(error)})` };
  }
}

const unreadable = (problem: string): PolicyRead => unreadablePolicy(POLICY_REGISTRY_KEY, problem);

function exitFailure(result: ExecResult): string {
  const said = result.stderr.trim().replace(/\s+/g, ' ').slice(0, 200);
  return `reg.exe exited with ${result.exitCode}${said ? `: ${said}` : ''}`;
}

const fullName = (key: string): string => key.replace(/^HKLM\\/, 'HKEY_LOCAL_MACHINE\\');

/**
 * Whether stdout is what `reg query <key>` prints: blank lines, the key's name followed by its
 * value lines (reg.exe names the key only when it has values), and its subkeys' full names.
 * Anything else — a truncated or garbled listing, another program's output — is not read.
 */
function isQueryOutput(stdout: string, key: string): boolean {
  const name = fullName(key).toLowerCase();
  let named = false;
  for (const line of stdout.split(/\r?\n/)) {
    const lower = line.toLowerCase();
    if (line.trim() === '' || lower.startsWith(`${name}\\`)) continue;
    if (lower === name) named = true;
    else if (!named || !VALUE_LINE.test(line)) return false;
  }
  return true;
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : 'error';
}
