import { describe, expect, it } from 'vitest';
import { checkPolicy } from './policy.ts';
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

const unmanaged = {
  downloadFolder: null,
  sessionTimeoutMinutes: 15,
  updates: { kind: 'builtIn' },
  logLevel: 'info',
  lockedByPolicy: [],
};

describe('settings service', () => {
  it('applies the policy it was given, failing an invalid one closed', () => {
    const managed = createSettingsService(
      memoryStore(),
      checkPolicy('p', { sessionTimeoutMinutes: 20, logLevel: 'loud' }),
      {},
    );
    expect(managed.bridge()).toMatchObject({
      sessionTimeoutMinutes: 20,
      logLevel: 'warn',
      lockedByPolicy: ['sessionTimeoutMinutes', 'logLevel'],
    });
    expect(managed.effective().sessionTimeoutMinutes).toEqual({ value: 20, source: 'policy' });
  });

  it('persists the language and reports effective settings with the sandbox origin', () => {
    const store = memoryStore();
    const s = createSettingsService(store, { status: 'absent' }, {});
    expect(s.bridge()).toEqual({
      language: 'fi',
      apiBaseUrl: '',
      sandbox: true,
      ...unmanaged,
    });
    s.setSandboxOrigin('http://127.0.0.1:5000');
    expect(s.setLanguage('sv')).toEqual({
      ok: true,
      value: {
        language: 'sv',
        apiBaseUrl: 'http://127.0.0.1:5000',
        sandbox: true,
        ...unmanaged,
      },
    });
    expect(store.data.language).toBe('sv');
    expect(s.effective().language).toEqual({ value: 'sv', source: 'user' });
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
