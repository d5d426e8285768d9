import { join, win32 } from 'node:path';
import { checkPolicy, unreadablePolicy } from './policy.ts';
import type { PolicyRead } from './policy.ts';

/** Where the policy file is, per OS; `VERTAISLAINA_POLICY_FILE` moves it (development only). */
export function policyPath(
  platform: NodeJS.Platform,
  env: Record<string, string | undefined>,
): string {
  const override = env.VERTAISLAINA_POLICY_FILE;
  if (override) return override;
  if (platform === 'win32') {
    return win32.join(env.ProgramData ?? 'C:\\ProgramData', 'Vertaislaina', 'policy.json');
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
