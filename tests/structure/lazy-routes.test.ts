import { describe, expect, it } from 'vitest';
import { staticClosure, staticImports } from './import-graph.ts';
import { sourceFiles } from './source-files.ts';

const FEATURES = 'src/renderer/src/features/';
const ROUTE_TABLE = 'src/renderer/src/app/routes.tsx';
/** The frame's own not-found page: the route table shows it in several zones, at once. */
const EAGER_PAGES = [`${FEATURES}shell/NotFoundPage.tsx`];

/**
 * Issue 23 §1: the route table loads each feature's screens on demand (React Router's `lazy`,
 * from the feature's screens.ts), so the start evaluates the frame, the zones' guards and the
 * screen shown, not every feature. Evaluating the table must not evaluate a screen.
 */
describe('the route table', () => {
  const files = sourceFiles();
  const eager = staticClosure(ROUTE_TABLE);
  const screenModules = files.filter(
    (file) => file.startsWith(FEATURES) && file.endsWith('/screens.ts'),
  );

  it('has features whose screens load on demand', () => {
    expect(screenModules.length).toBeGreaterThan(20);
  });

  it('evaluates no feature’s screens module nor any screen it lists', () => {
    const screens = screenModules.flatMap((file) => [file, ...staticImports(file)]);
    expect(screens.filter((file) => eager.has(file))).toEqual([]);
  });

  it('evaluates no feature page but the frame’s not-found page', () => {
    const pages = [...eager].filter(
      (file) => file.startsWith(FEATURES) && /Page\.tsx$/.test(file) && !EAGER_PAGES.includes(file),
    );
    expect(pages).toEqual([]);
  });

  it('sees a screen that a route imports eagerly', () => {
    // The check itself: a feature's screens module does reach its pages statically.
    const dashboard = staticImports(`${FEATURES}dashboard/screens.ts`);
    expect(dashboard).toContain(`${FEATURES}dashboard/DashboardPage.tsx`);
    expect(staticImports(`${FEATURES}dashboard/routes.tsx`)).not.toContain(
      `${FEATURES}dashboard/DashboardPage.tsx`,
    );
  });
});
