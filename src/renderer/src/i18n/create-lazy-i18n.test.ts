import { describe, expect, it, vi } from 'vitest';
import type { AppLanguage } from '#shared/languages.ts';
import { createLazyI18n } from './create-lazy-i18n.ts';
import { resources } from './resources.ts';

const loader = () => vi.fn((language: AppLanguage) => Promise.resolve(resources[language]));

describe('createLazyI18n', () => {
  it('translates at once in the language it starts with, without loading anything', () => {
    const load = loader();
    const i18n = createLazyI18n('sv', resources.sv, load);
    expect(i18n.t('common:loading')).toBe(resources.sv.common.loading);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads another language, all its namespaces, only when switched to', async () => {
    const load = loader();
    const i18n = createLazyI18n('en', resources.en, load);
    await i18n.changeLanguage('de');
    expect(i18n.t('common:loading')).toBe(resources.de.common.loading);
    expect(i18n.t('auth:sms.title')).toBe((resources.de.auth.sms as Record<string, string>).title);
    // Only the new language: neither the one it started in nor the fallback.
    expect(new Set(load.mock.calls.map(([language]) => language))).toEqual(new Set(['de']));
  });
});
