import { describe, expect, it } from 'vitest';
import { createSettingsService } from './service.ts';

function memoryStore(initial: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { ...initial };
  return {
    get store() {
      return data;
    },
    set: (k: string, v: unknown) => void (data[k] = v),
    data,
  };
}

describe('settings service', () => {
  it('persists the language and reports effective settings with the sandbox origin', () => {
    const store = memoryStore();
    const s = createSettingsService(store, { status: 'absent' }, {});
    expect(s.bridge()).toEqual({
      language: 'fi',
      apiBaseUrl: '',
      sandbox: true,
      lockedByPolicy: [],
    });
    s.setSandboxOrigin('http://127.0.0.1:5000');
    expect(s.setLanguage('sv')).toEqual({
      ok: true,
      value: {
        language: 'sv',
        apiBaseUrl: 'http://127.0.0.1:5000',
        sandbox: true,
        lockedByPolicy: [],
      },
    });
    expect(store.data.language).toBe('sv');
    expect(s.setLanguage('se' as 'sv')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('remembers the download folder and window bounds', () => {
    const s = createSettingsService(memoryStore(), { status: 'absent' }, {});
    expect(s.lastDownloadFolder()).toBeNull();
    s.setLastDownloadFolder('/home/u/Documents');
    s.setWindowBounds({ x: 1, y: 2, width: 900, height: 700 });
    expect(s.lastDownloadFolder()).toBe('/home/u/Documents');
    expect(s.windowBounds()).toEqual({ x: 1, y: 2, width: 900, height: 700 });
  });
});
