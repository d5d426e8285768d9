import { describe, expect, it } from 'vitest';
import { startChunkNames, type ModuleGraph, type ModuleLinks } from './start-chunks.ts';

/** A module graph from `id: [static imports], [dynamic imports]`. */
function graphOf(links: Record<string, [string[], string[]?]>): ModuleGraph {
  return {
    getModuleInfo: (id): ModuleLinks | null => {
      const found = links[id];
      return found ? { importedIds: found[0], dynamicallyImportedIds: found[1] ?? [] } : null;
    },
  };
}

const roots = {
  entry: 'main',
  bridge: 'web-bridge',
  app: 'start-app',
  screens: /features\/([^/]+)\/screens$/,
};

const graph = graphOf({
  main: [
    ['react-dom', 'theme'],
    ['web-bridge', 'start-app'],
  ],
  'react-dom': [['react']],
  react: [[]],
  theme: [[]],
  'web-bridge': [['zod', 'react'], []],
  zod: [[]],
  'start-app': [['router', 'zod', 'routes', 'theme']],
  router: [['react']],
  routes: [['router'], ['features/portfolio/screens', 'features/profile/screens']],
  'features/portfolio/screens': [['PortfolioPage']],
  PortfolioPage: [['table', 'chart-link', 'router'], ['render-pdf']],
  'features/profile/screens': [['ProfilePage']],
  ProfilePage: [['table', 'zod']],
  table: [['format']],
  format: [[]],
  'chart-link': [[]],
  'render-pdf': [['pdf-lib']],
  'pdf-lib': [[]],
});

const nameOf = (id: string, name = startChunkNames(roots)) => name(id, graph);

describe('the start and screen chunks', () => {
  it("leave the entry's static graph to the bundler", () => {
    for (const id of ['main', 'react-dom', 'react', 'theme']) expect(nameOf(id)).toBeNull();
  });

  it("put the bridge's graph in one chunk, and start-app's (outside it) in another", () => {
    expect(nameOf('zod')).toBe('bridge');
    expect(nameOf('router')).toBe('app');
    expect(nameOf('routes')).toBe('app');
  });

  it("give a feature what only its screens use, and share what two features' screens use", () => {
    expect(nameOf('PortfolioPage')).toBe('screen-portfolio');
    expect(nameOf('chart-link')).toBe('screen-portfolio');
    expect(nameOf('ProfilePage')).toBe('screen-profile');
    expect(nameOf('table')).toBe('screens-shared');
    expect(nameOf('format')).toBe('screens-shared');
  });

  it('leave each module imported on demand, and what only it brings, to the bundler', () => {
    for (const id of ['web-bridge', 'start-app', 'features/portfolio/screens', 'render-pdf'])
      expect(nameOf(id)).toBeNull();
    expect(nameOf('pdf-lib')).toBeNull();
  });

  it('plan once per build, and again for another build', () => {
    let reads = 0;
    const counted: ModuleGraph = {
      getModuleInfo: (id) => {
        reads += 1;
        return graph.getModuleInfo(id);
      },
    };
    const name = startChunkNames(roots);
    name('table', counted);
    const once = reads;
    name('zod', counted);
    expect(reads).toBe(once);
    expect(name('zod', { getModuleInfo: (id) => graph.getModuleInfo(id) })).toBe('bridge');
  });
});
