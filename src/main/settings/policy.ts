import { isAbsolute, win32 } from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, SESSION_TIMEOUT_MINUTES } from '#shared/managed-settings.ts';
import type { UpdatesSetting } from '#shared/managed-settings.ts';
import { normaliseApiBaseUrl, normaliseUpdateFeedUrl } from './secure-url.ts';

/**
 * The managed-desktop policy: what an administrator fixes, in a file (policy-file.ts) or, on
 * Windows, in the registry (policy-registry.ts). Both are checked here, key by key.
 */
export const POLICY_KEYS = [
  'apiBaseUrl',
  'downloadFolder',
  'allowSandbox',
  'updates',
  'sessionTimeoutMinutes',
  'logLevel',
] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

export type PolicyUpdates = Exclude<UpdatesSetting, { kind: 'builtIn' }>;

const updates = z.string().transform((value, ctx): PolicyUpdates => {
  if (value === 'off') return { kind: 'off' };
  const url = normaliseUpdateFeedUrl(value);
  if (url === null) {
    ctx.addIssue({ code: 'custom', message: 'not "off" or a feed URL' });
    return z.NEVER;
  }
  return { kind: 'feed', url };
});

const fields = {
  apiBaseUrl: z.string().refine((v) => normaliseApiBaseUrl(v) !== null),
  downloadFolder: z.string().refine((v) => isAbsolute(v) || win32.isAbsolute(v)),
  allowSandbox: z.boolean(),
  updates,
  sessionTimeoutMinutes: z
    .number()
    .int()
    .min(SESSION_TIMEOUT_MINUTES.min)
    .max(SESSION_TIMEOUT_MINUTES.max),
  logLevel: z.enum(LOG_LEVELS),
} satisfies Record<PolicyKey, z.ZodType>;

/** What each key must be, for the logged reason (and the README's table). */
export const POLICY_EXPECTATIONS: Readonly<Record<PolicyKey, string>> = {
  apiBaseUrl: 'an https origin (http only on loopback)',
  downloadFolder: 'an absolute path',
  allowSandbox: 'true or false (1 or 0 in the registry)',
  updates: '"off" or an https feed URL (http only on loopback)',
  sessionTimeoutMinutes: `whole minutes from ${SESSION_TIMEOUT_MINUTES.min} to ${SESSION_TIMEOUT_MINUTES.max}`,
  logLevel: `one of ${LOG_LEVELS.join(', ')}`,
};

const policySchema = z.object(fields).partial().strict();
export type Policy = z.infer<typeof policySchema>;

export type PolicyRead =
  | { status: 'absent' }
  | { status: 'valid'; path: string; policy: Policy }
  | {
      status: 'invalid';
      path: string;
      /** Only the keys that were valid: read it through `effectivePolicy`, which fails closed. */
      valid: Policy;
      invalidKeys: readonly PolicyKey[];
      /** The administrator's intent could not be read (not JSON, an unknown key, the registry could not be read). */
      unreadable: boolean;
      problems: readonly string[];
    };

/**
 * What each key falls back to when it is invalid, or when the whole policy is unreadable and it
 * is not validly set: never looser than any value the administrator could have meant. An API
 * address or a folder cannot be guessed: without them the save dialog stays and the embedded
 * sandbox (a demo marketplace, never wanted on a managed desktop) is off. Updates are off, the
 * session ends after the shortest allowed time, and the log keeps warnings (which include the
 * policy's own problem) but nothing more.
 */
export const FAIL_CLOSED: Readonly<Record<PolicyKey, Policy>> = {
  apiBaseUrl: { allowSandbox: false },
  downloadFolder: {},
  allowSandbox: { allowSandbox: false },
  updates: { updates: { kind: 'off' } },
  sessionTimeoutMinutes: { sessionTimeoutMinutes: SESSION_TIMEOUT_MINUTES.min },
  logLevel: { logLevel: 'warn' },
};

/** Every key failed closed: what an unreadable policy that sets nothing validly amounts to. */
export const FAIL_CLOSED_POLICY: Policy = mergeFailClosed(POLICY_KEYS);

const isPolicyKey = (key: string): key is PolicyKey =>
  (POLICY_KEYS as readonly string[]).includes(key);

/**
 * Checks the policy's values key by key. Keys starting with `//` are comments (JSON has none).
 * An unknown key may be a misspelt one, so it makes the policy's intent unreadable.
 */
export function checkPolicy(
  path: string,
  raw: unknown,
  expected: (key: PolicyKey) => string = (key) => POLICY_EXPECTATIONS[key],
): PolicyRead {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return unreadablePolicy(path, '(root): not an object');
  }
  const validRaw: Record<string, unknown> = {};
  const invalidKeys: PolicyKey[] = [];
  const problems: string[] = [];
  let unreadable = false;
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('//')) continue;
    if (!isPolicyKey(key)) {
      unreadable = true;
      problems.push(`${key}: not a policy key`);
    } else if (fields[key].safeParse(value).success) {
      validRaw[key] = value;
    } else {
      invalidKeys.push(key);
      problems.push(`${key}: expected ${expected(key)}`);
    }
  }
  const valid = policySchema.parse(validRaw);
  if (problems.length === 0) return { status: 'valid', path, policy: valid };
  return { status: 'invalid', path, valid, invalidKeys, unreadable, problems };
}

export function unreadablePolicy(path: string, problem: string): PolicyRead {
  return {
    status: 'invalid',
    path,
    valid: {},
    invalidKeys: [],
    unreadable: true,
    problems: [problem],
  };
}

/**
 * Two policy sources as one; the stronger one's valid values win key by key. An invalid value in
 * either still fails its key closed (`effectivePolicy`): a broken stronger value does not let a
 * weaker one through, and a broken weaker one is not silently ignored.
 */
export function mergePolicyReads(weaker: PolicyRead, stronger: PolicyRead): PolicyRead {
  if (weaker.status === 'absent') return stronger;
  if (stronger.status === 'absent') return weaker;
  const path = `${weaker.path} + ${stronger.path}`;
  const validOf = (read: typeof weaker) => (read.status === 'valid' ? read.policy : read.valid);
  const valid: Policy = { ...validOf(weaker), ...validOf(stronger) };
  if (weaker.status === 'valid' && stronger.status === 'valid') {
    return { status: 'valid', path, policy: valid };
  }
  const parts = [weaker, stronger].flatMap((read) => (read.status === 'invalid' ? [read] : []));
  return {
    status: 'invalid',
    path,
    valid,
    invalidKeys: [...new Set(parts.flatMap((read) => read.invalidKeys))],
    unreadable: parts.some((read) => read.unreadable),
    problems: parts.flatMap((read) => read.problems.map((p) => `${read.path}: ${p}`)),
  };
}

/** The keys that fail closed in a read: its invalid keys, or every key not validly set. */
export function failingKeys(read: PolicyRead): PolicyKey[] {
  if (read.status !== 'invalid') return [];
  if (!read.unreadable) return [...read.invalidKeys];
  return POLICY_KEYS.filter(
    (key) => read.invalidKeys.includes(key) || read.valid[key] === undefined,
  );
}

/** The policy in force: the valid values, and the fail-closed value of every failing key. */
export function effectivePolicy(read: PolicyRead): Policy {
  if (read.status === 'absent') return {};
  if (read.status === 'valid') return read.policy;
  const failing = failingKeys(read);
  const kept: Policy = { ...read.valid };
  for (const key of failing) delete kept[key];
  // A key's own fail-closed value always applies (it was dropped above); another key's (an
  // invalid apiBaseUrl turning the sandbox off) only where that key is validly set otherwise.
  return { ...mergeFailClosed(failing), ...kept };
}

function mergeFailClosed(keys: readonly PolicyKey[]): Policy {
  return keys.reduce<Policy>((policy, key) => ({ ...policy, ...FAIL_CLOSED[key] }), {});
}

/** The logged reason for an invalid policy and what applies instead; null for a valid one. */
export function policyWarning(read: PolicyRead): string | null {
  if (read.status !== 'invalid') return null;
  const failing = failingKeys(read);
  const policy = effectivePolicy(read);
  const closed = mergeFailClosed(failing);
  // Another key's validly set value (an allowed sandbox) is not a fail-closed one.
  const applied = POLICY_KEYS.filter(
    (key) => key in closed && (failing.includes(key) || read.valid[key] === undefined),
  ).map((key) => `${key}=${describeValue(policy[key])}`);
  const unfixed = failing.filter((key) => policy[key] === undefined);
  const instead = [...applied, ...unfixed.map((key) => `${key} not fixed`)].join(', ');
  return `policy ${read.path} is invalid (${read.problems.join('; ')}); failing closed: ${instead}`;
}

function describeValue(value: Policy[PolicyKey]): string {
  if (typeof value === 'object') return value.kind === 'off' ? 'off' : value.url;
  return String(value);
}
