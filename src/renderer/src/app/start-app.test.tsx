import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/resources.ts';
import { createFakeApi } from '../test/fake-api.ts';
import { createFakeBridge } from '../test/fake-bridge.ts';
import { startApp } from './start-app.tsx';

async function start(initialPath: string) {
  const bridge = createFakeBridge();
  const settings = await bridge.settings.get();
  return startApp({
    bridge,
    settings,
    texts: resources[settings.language],
    platform: 'web',
    adapter: createFakeApi().adapter,
    initialEntries: [initialPath],
    initialPath,
  });
}

describe('startApp', () => {
  it('starts in the settings’ language with only its texts', async () => {
    const app = await start('/login');
    expect(app.i18n.language).toBe('en');
    expect(app.i18n.hasResourceBundle('de', 'common')).toBe(false);
    app.dispose();
  });

  it('has the first screen’s chunk in before the first render', async () => {
    const app = await start('/login/email');
    expect(app.router.state.initialized).toBe(true);
    const screen = app.router.state.matches.at(-1)?.route;
    expect(screen?.path).toBe('email');
    expect(screen?.element).toBeDefined();
    app.dispose();
  });

  it('has the texts of a locale suffix’s language in before the first page', async () => {
    const app = await start('/login/de');
    expect(app.i18n.hasResourceBundle('de', 'common')).toBe(true);
    expect(app.i18n.getResource('de', 'common', 'loading')).toBe(resources.de.common.loading);
    app.dispose();
  });
});
