import { z } from 'zod';
import { isAbsolute, join, win32 } from 'node:path';
import { normaliseApiBaseUrl } from './api-base-url.ts';

/**
 * The managed-desktop policy: an administrator's file that overrides user settings.
 * Unknown keys are an error (a typo must not silently do nothing).
 */
export const policySchema = z
  .object({
    apiBaseUrl: z
      .string()
      .refine((v) => normaliseApiBaseUrl(v) !== null, 'an https origin (http only on loopback)')
      .optional(),
    downloadFolder: z
      .string()
      .refine((v) => isAbsolute(v) || win32.isAbsolute(v), 'an absolute path')
      .optional(),
    allowSandbox: z.boolean().optional(),
  })
  .strict();
export type Policy = z.infer<typeof policySchema>;

export type PolicyRead =
  | { status: 'absent' }
  | { status: 'valid'; policy: Policy; path: string }
  | { status: 'invalid'; path: string; problem: string };

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
export function parsePolicy(path: string, text: string | null): PolicyRead {
  if (text === null) return { status: 'absent' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 'invalid', path, problem: 'not JSON' };
  }
  const parsed = policySchema.safeParse(json);
  if (!parsed.success) {
    const problem = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    return { status: 'invalid', path, problem };
  }
  return { status: 'valid', policy: parsed.data, path };
}

/**
 * An invalid policy fails closed: we cannot guess the API address or folder it meant, but we can
 * refuse the one thing a policy switches off — the embedded sandbox (a demo marketplace on a
 * managed desktop is never what an administrator wants). The app then needs an API URL from
 * the environment or the user's settings.
 */
export const FAIL_CLOSED_POLICY: Policy = { allowSandbox: false };

/** Reads and parses the policy file; a missing file is `absent`, an unreadable one `invalid`. */
export async function loadPolicy(
  path: string,
  readText: (path: string) => Promise<string>,
): Promise<PolicyRead> {
  let text: string;
  try {
    text = await readText(path);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { status: 'absent' };
    return { status: 'invalid', path, problem: `unreadable (${String(code)})` };
  }
  return parsePolicy(path, text);
}
