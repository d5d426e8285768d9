import type { AppLanguage } from '#shared/languages.ts';

/**
 * The restart question in the four interface languages. Main has no i18next, so its few strings
 * live in tables like this one; `{version}` is replaced by the update's version.
 */
export interface RestartPromptText {
  title: string;
  message: string;
  detail: string;
  restart: string;
  later: string;
}

export const RESTART_PROMPT_TEXT: Record<AppLanguage, RestartPromptText> = {
  fi: {
    title: 'Päivitys on valmis',
    message: 'Vertaislainan versio {version} on ladattu ja valmis asennettavaksi.',
    detail:
      'Käynnistetäänkö sovellus uudelleen nyt? Lomakkeisiin tallentamattomat tiedot menetetään. Jos valitset Myöhemmin, kysymme asiaa uudelleen.',
    restart: 'Käynnistä uudelleen nyt',
    later: 'Myöhemmin',
  },
  en: {
    title: 'Update ready',
    message: 'Vertaislaina {version} has been downloaded and is ready to install.',
    detail:
      'Restart the app now? Anything not yet saved in a form will be lost. If you choose Later, we will ask again.',
    restart: 'Restart now',
    later: 'Later',
  },
  sv: {
    title: 'Uppdateringen är klar',
    message: 'Vertaislaina {version} har laddats ned och är klar att installeras.',
    detail:
      'Vill du starta om appen nu? Uppgifter som inte har sparats i ett formulär går förlorade. Om du väljer Senare frågar vi igen.',
    restart: 'Starta om nu',
    later: 'Senare',
  },
  de: {
    title: 'Update bereit',
    message: 'Vertaislaina {version} wurde heruntergeladen und kann installiert werden.',
    detail:
      'Die App jetzt neu starten? Nicht gespeicherte Eingaben in Formularen gehen verloren. Wenn Sie „Später“ wählen, fragen wir erneut.',
    restart: 'Jetzt neu starten',
    later: 'Später',
  },
};

/** The question for `version` in `language`. */
export function restartPromptText(language: AppLanguage, version: string): RestartPromptText {
  const text = RESTART_PROMPT_TEXT[language];
  return { ...text, message: text.message.replace('{version}', version) };
}
