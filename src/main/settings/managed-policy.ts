import { mergePolicyReads } from './policy.ts';
import type { PolicyRead } from './policy.ts';
import { loadPolicyFile, policyPath } from './policy-file.ts';
import { loadRegistryPolicy } from './policy-registry.ts';
import type { Exec } from './policy-registry.ts';

/**
 * The policy in force: the file, and on Windows the registry too. The registry wins key by key:
 * it is what Group Policy and Intune manage centrally, while the file may be a leftover of an
 * installation.
 */
export async function loadManagedPolicy(deps: {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  readText: (path: string) => Promise<string>;
  exec: Exec;
}): Promise<PolicyRead> {
  const file = await loadPolicyFile(policyPath(deps.platform, deps.env), deps.readText);
  if (deps.platform !== 'win32') return file;
  return mergePolicyReads(file, await loadRegistryPolicy(deps.exec));
}
