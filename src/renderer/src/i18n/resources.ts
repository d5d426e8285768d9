import { APP_LANGUAGES, type AppLanguage } from '#shared/languages.ts';
import { NAMESPACES, type Namespace } from './namespaces.ts';

export interface Messages {
  [key: string]: string | Messages;
}

const files = import.meta.glob<Messages>('./locales/*/*.json', { eager: true, import: 'default' });

/** All locale files, as `resources[language][namespace]`. */
export const resources = Object.fromEntries(
  APP_LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, files[`./locales/${language}/${ns}.json`] ?? {}]),
    ),
  ]),
) as Record<AppLanguage, Record<Namespace, Messages>>;

/** Every key of a namespace file, flattened with dots. */
export function flattenKeys(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flattenKeys(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
