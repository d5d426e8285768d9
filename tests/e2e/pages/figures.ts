import type { Locator } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The value of a figure in a `<dl>` of `scope` whose `<div>`s pair a term with its value: the
 * `<dd>` next to the `<dt>` that says exactly `term`.
 */
export function figure(scope: Locator, term: string): Locator {
  const label = scope.page().locator('dt', { hasText: new RegExp(`^${escaped(term)}$`) });
  return scope.locator('dl > div').filter({ has: label }).locator('dd');
}
