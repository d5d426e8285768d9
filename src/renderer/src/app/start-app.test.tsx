import { describe, expect, it, vi } from 'vitest';
import { resources } from '../i18n/resources.ts';
import { createFakeApi } from '../test/fake-api.ts';
import { createFakeBridge } from '../test/fake-bridge.ts';
import { envelope, makeProfile } from '../test/fixtures.ts';
import type * as CreateAppModule from './create-app.tsx';
import { startApp } from './start-app.tsx';

// What happened in which order: the app's router and i18n being built, and the API's requests.
const events = vi.hoisted((): string[] => []);
vi.mock('./create-app.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof CreateAppModule>();
  return {
    ...original,
    createApp: (...args: Parameters<typeof original.createApp>) => {
      events.push('router and i18n built');
      return original.createApp(...args);
    },
  };
});

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

  it('asks for the session’s profile before it builds the router and i18n', async () => {
    events.length = 0;
    const bridge = createFakeBridge({ token: 'T' });
    const settings = await bridge.settings.get();
    const api = createFakeApi();
    api.on('GET', 'api/user', () => {
      events.push('GET api/user');
      return { status: 200, body: envelope(makeProfile()) };
    });
    const app = await startApp({
      bridge,
      settings,
      texts: resources[settings.language],
      platform: 'web',
      adapter: api.adapter,
      initialEntries: ['/dashboard/investor'],
      initialPath: '/dashboard/investor',
    });
    expect(events).toEqual(['GET api/user', 'router and i18n built']);
    expect(api.calls('GET', 'api/user')).toHaveLength(1);
    app.dispose();
  });
});
