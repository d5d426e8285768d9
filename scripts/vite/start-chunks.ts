import { join } from 'node:path';

/** What the chunk naming reads of a module: its static and dynamic imports (Rolldown's ModuleInfo). */
export interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleLinks | null;
}

export interface StartChunkRoots {
  /** The page's entry module (main.tsx): its static graph is left to the bundler. */
  entry: string;
  /** The web bridge, imported first by the start (its settings choose the language). */
  bridge: string;
  /** The app's start (start-app.tsx), imported beside the bridge. */
  app: string;
  /** A feature's screens module (`features/<name>/screens.ts`): group 1 is the feature's name. */
  screens: RegExp;
}

/** The static graph from `roots`, not entering `outside`. */
function reachable(graph: ModuleGraph, roots: readonly string[], outside: ReadonlySet<string>) {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id) || outside.has(id)) continue;
    seen.add(id);
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Every module the build holds, static or dynamic, from `root`. */
function everything(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const todo = [root];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const links = graph.getModuleInfo(id);
    todo.push(...(links?.importedIds ?? []), ...(links?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

/** Each module's chunk name, or undefined where the bundler's own splitting decides. */
function planChunks(graph: ModuleGraph, roots: StartChunkRoots): Map<string, string> {
  const names = new Map<string, string>();
  const entry = reachable(graph, [roots.entry], new Set());
  const bridge = reachable(graph, [roots.bridge], entry);
  const app = reachable(graph, [roots.app], new Set([...entry, ...bridge]));
  for (const id of bridge) names.set(id, 'bridge');
  for (const id of app) names.set(id, 'app');
  const started = new Set([...entry, ...bridge, ...app]);
  const features = new Map<string, Set<string>>();
  for (const id of everything(graph, roots.entry)) {
    const feature = roots.screens.exec(id)?.[1];
    if (feature === undefined) continue;
    for (const used of reachable(graph, [id], started)) {
      const users = features.get(used) ?? new Set<string>();
      features.set(used, users.add(feature));
    }
  }
  for (const [id, users] of features) {
    names.set(id, users.size === 1 ? `screen-${[...users].join('')}` : 'screens-shared');
  }
  // The modules that are imported on demand stay the bundler's, each its own chunk over the
  // named ones: captured in a group, Rolldown 1.2 made a facade for one that exported a
  // name it never defined (seen: "Export 'start_app_exports' is not defined").
  for (const id of everything(graph, roots.entry)) {
    for (const imported of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      names.delete(imported);
  }
  return names;
}

/**
 * The chunk names of the app's start and screens, for Rolldown's `codeSplitting.groups[].name`.
 *
 * Left to itself the bundler splits every module that two lazy parts share into a chunk of its
 * own: the start fetched some thirty files after the entry, and the portfolio page thirty more,
 * each a request, and each round of them waiting for the one before. Named here:
 * - `bridge`: the web bridge's static graph (zod among it), outside the entry's;
 * - `app`: start-app's static graph, outside the entry's and the bridge's;
 * - `screens-shared`: what two or more features' screens share, outside the above;
 * - `screen-<feature>`: what only one feature's screens use, outside the above.
 *
 * The modules imported on demand (the bridge, start-app, a feature's screens module) are not in
 * these groups but small chunks of their own that import them; Vite's preload of a dynamic
 * import asks for the group's chunk beside them, so this costs no round trip. So the start is
 * the entry and two pairs of chunks, evaluated in two tasks, and a screen is its own pair and
 * the shared one. The entry's graph stays the bundler's (it paints the shell). A chunk only
 * imports chunks named before it in the list above (a module's imports are in its own set or an
 * earlier one), so no two chunks import each other.
 */
export function startChunkNames(
  roots: StartChunkRoots,
): (id: string, context: ModuleGraph) => string | null {
  // One plan per build: Rolldown passes one context to every call of a build.
  const plans = new WeakMap<ModuleGraph, Map<string, string>>();
  return (id, context) => {
    let plan = plans.get(context);
    if (plan === undefined) {
      plan = planChunks(context, roots);
      plans.set(context, plan);
    }
    return plan.get(id) ?? null;
  };
}

/**
 * The renderer build's `output.codeSplitting` (web mode's and the desktop app's): the chunks
 * above. `includeDependenciesRecursively` is off because the chunks are whole static graphs
 * already, and a group must not take the entry's modules (the entry would then wait for it).
 */
export function startCodeSplitting(rendererSrc: string) {
  return {
    includeDependenciesRecursively: false,
    groups: [
      {
        name: startChunkNames({
          entry: join(rendererSrc, 'main.tsx'),
          bridge: join(rendererSrc, 'bridge', 'web-bridge.ts'),
          app: join(rendererSrc, 'app', 'start-app.tsx'),
          screens: /[\\/]features[\\/]([^\\/]+)[\\/]screens\.ts$/,
        }),
      },
    ],
  };
}
