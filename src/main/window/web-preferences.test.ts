import { describe, expect, it } from 'vitest';
import { mainWindowPreferences } from './web-preferences.ts';

describe('the main window’s web preferences', () => {
  it('isolate and sandbox the page, with no Node, webviews or auxclick', () => {
    expect(mainWindowPreferences('/app/preload.cjs', true)).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('turn DevTools off in the packaged app only', () => {
    expect(mainWindowPreferences('/p', true).devTools).toBe(false);
    expect(mainWindowPreferences('/p', false).devTools).toBe(true);
  });
});
