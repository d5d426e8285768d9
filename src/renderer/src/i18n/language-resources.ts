import { NAMESPACES, type Namespace } from './namespaces.ts';
import type { Messages } from './resources.ts';

/** One language's texts, by namespace. */
export type LanguageResources = Record<Namespace, Messages>;

/** A language folder's files (`…/<namespace>.json` → content) as its namespaces. */
export function byNamespace(files: Record<string, unknown>): LanguageResources {
  const byName = new Map(
    Object.entries(files).map(([path, messages]) => [
      path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
      messages as Messages,
    ]),
  );
  return Object.fromEntries(
    NAMESPACES.map((ns) => [ns, byName.get(ns) ?? {}]),
  ) as LanguageResources;
}
