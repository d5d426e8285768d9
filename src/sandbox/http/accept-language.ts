import { API_LANGUAGES, type ApiLanguage } from '#shared/languages.ts';

/**
 * The first supported language of an `Accept-Language` header, in the API's form (`sv` → `se`),
 * or null. Quality values are honoured; region subtags are ignored (`fi-FI` → `fi`).
 */
export function preferredApiLanguage(header: string | string[] | undefined): ApiLanguage | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) {
    const api = base === 'sv' ? 'se' : base;
    if ((API_LANGUAGES as readonly string[]).includes(api)) return api as ApiLanguage;
  }
  return null;
}
