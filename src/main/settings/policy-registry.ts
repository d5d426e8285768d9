import { POLICY_EXPECTATIONS, POLICY_KEYS, checkPolicy, unreadablePolicy } from './policy.ts';
import type { PolicyKey, PolicyRead } from './policy.ts';

/** Where Group Policy and Intune put the policy on Windows. */
export const POLICY_REGISTRY_KEY = 'HKLM\\SOFTWARE\\Policies\\Vertaislaina';

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
 * when the key does not exist — every user may read HKLM\SOFTWARE\Policies, so that is the
 * absent policy; any other failure makes the policy unreadable, which fails closed.
 */
export async function loadRegistryPolicy(exec: Exec): Promise<PolicyRead> {
  let result: ExecResult;
  try {
    result = await exec('reg.exe', ['query', POLICY_REGISTRY_KEY]);
  } catch (error) {
    return unreadablePolicy(POLICY_REGISTRY_KEY, `reg.exe failed (${errorCode(error)})`);
  }
  if (result.exitCode === 1) return { status: 'absent' };
  if (result.exitCode !== 0) {
    return unreadablePolicy(POLICY_REGISTRY_KEY, `reg.exe exited with ${result.exitCode}`);
  }
  return checkPolicy(
    POLICY_REGISTRY_KEY,
    parseRegQuery(result.stdout),
    (key) => `${REGISTRY_TYPES[key]}, ${POLICY_EXPECTATIONS[key]}`,
  );
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : 'error';
}
