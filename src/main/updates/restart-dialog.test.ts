import { describe, expect, it, vi } from 'vitest';
import { APP_LANGUAGES } from '#shared/languages.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { restartDialog } from './restart-dialog.ts';
import type { ShowMessageBox } from './restart-dialog.ts';
import { RESTART_PROMPT_TEXT } from './restart-prompt-text.ts';
import type { RestartPromptText } from './restart-prompt-text.ts';

const answering = (response: number) =>
  vi.fn<ShowMessageBox>(() => Promise.resolve({ response, checkboxChecked: false }));

describe('restartDialog', () => {
  it('asks in the user’s language, naming the version', async () => {
    const show = answering(0);
    let language: AppLanguage = 'fi';
    const confirm = restartDialog(show, () => language);

    await confirm({ version: '0.2.0' });
    language = 'sv';
    await confirm({ version: '0.2.0' });

    expect(show.mock.calls[0]?.[0]).toMatchObject({
      type: 'question',
      title: 'Päivitys on valmis',
      message: 'Vertaislainan versio 0.2.0 on ladattu ja valmis asennettavaksi.',
      buttons: ['Käynnistä uudelleen nyt', 'Myöhemmin'],
      defaultId: 0,
      cancelId: 1,
    });
    expect(show.mock.calls[1]?.[0]).toMatchObject({ buttons: ['Starta om nu', 'Senare'] });
  });

  it('says yes only for the restart button; later or closing the box is no', async () => {
    expect(await restartDialog(answering(0), () => 'en')({ version: '0.2.0' })).toBe(true);
    expect(await restartDialog(answering(1), () => 'en')({ version: '0.2.0' })).toBe(false);
  });
});

const KEYS: Array<keyof RestartPromptText> = ['title', 'message', 'detail', 'restart', 'later'];

describe('RESTART_PROMPT_TEXT', () => {
  it('has every text in every language, each with its own wording and the version slot', () => {
    const english = RESTART_PROMPT_TEXT.en;
    for (const language of APP_LANGUAGES) {
      const text = RESTART_PROMPT_TEXT[language];
      expect(Object.keys(text).sort()).toEqual([...KEYS].sort());
      expect(text.message).toContain('{version}');
      for (const key of KEYS) expect(text[key].trim()).not.toBe('');
      if (language !== 'en') expect(text.restart).not.toBe(english.restart);
    }
  });
});
