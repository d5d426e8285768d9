import { join, win32 } from 'node:path';
import { checkPolicy, unreadablePolicy } from './policy.ts';
import type { PolicyRead } from './policy.ts';

/**
 * Where the policy file is, per OS: fixed absolute paths that only an administrator can write.
 * Windows' is not built from `%ProgramData%`: the user sets their own environment, and pointing
 * it at an empty folder would escape the policy. `VERTAISLAINA_POLICY_FILE` moves it for tests
 * and development; `trustedEnv` removes it in a packaged app, so there neither the environment
 * nor PATH decides where the policy is read from.
 */
export function policyPath(
  platform: NodeJS.Platform,
  env: Record<string, string | undefined>,
): string {
  const override = env.VERTAISLAINA_POLICY_FILE;
  if (override) return override;
  if (platform === 'win32') {
    return win32.join('C:\\ProgramData', 'Vertaislaina', 'policy.json');
  }
  if (platform === 'darwin') return '/Library/Application Support/Vertaislaina/policy.json';
  return join('/etc', 'vertaislaina', 'policy.json');
}

/** Parses the file's text (null when the file does not exist). */
export function parsePolicyFile(path: string, text: string | null): PolicyRead {
  if (text === null) return { status: 'absent' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return unreadablePolicy(path, 'not JSON');
  }
  return checkPolicy(path, json);
}

/** Reads and parses the policy file; a missing file is `absent`, an unreadable one `invalid`. */
export async function loadPolicyFile(
  path: string,
  readText: (path: string) => Promise<string>,
): Promise<PolicyRead> {
  let text: string;
  try {
    text = await readText(path);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { status: 'absent' };
    return unreadablePolicy(path, `unreadable (${String(code)})`);
  }
  return parsePolicyFile(path, text);
}
