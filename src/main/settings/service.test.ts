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
      sessionTimeoutMinutes: 15,
    });
    s.setSandboxOrigin('http://127.0.0.1:5000');
    expect(s.setLanguage('sv')).toEqual({
      ok: true,
      value: {
        language: 'sv',
        apiBaseUrl: 'http://127.0.0.1:5000',
        sandbox: true,
        lockedByPolicy: [],
        sessionTimeoutMinutes: 15,
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

describe('the walk-through setting', () => {
  it('is remembered per user, completed or skipped, and survives a new service on the same file', () => {
    const store = memoryStore();
    const s = createSettingsService(store, { status: 'absent' }, {});
    expect(s.walkthrough(7)).toBeNull();
    expect(s.setWalkthrough(7, 'skipped')).toEqual({ ok: true, value: undefined });
    expect(s.setWalkthrough(8, 'completed')).toEqual({ ok: true, value: undefined });
    const again = createSettingsService(store, { status: 'absent' }, {});
    expect(again.walkthrough(7)).toBe('skipped');
    expect(again.walkthrough(8)).toBe('completed');
    expect(again.walkthrough(9)).toBeNull();
  });

  it('refuses a user id that is not a whole non-negative number', () => {
    const s = createSettingsService(memoryStore(), { status: 'absent' }, {});
    expect(s.setWalkthrough(-1, 'completed')).toEqual({ ok: false, reason: 'invalid' });
    expect(s.setWalkthrough(1.5, 'completed')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads a broken stored value as not yet shown', () => {
    const s = createSettingsService(
      memoryStore({ walkthroughs: { 7: 'maybe' } }),
      { status: 'absent' },
      {},
    );
    expect(s.walkthrough(7)).toBeNull();
  });
});
