import { byNamespace } from '../language-resources.ts';

/** The fi texts, one chunk: loaded only when fi is the language (load-language.ts). */
export default byNamespace(
  import.meta.glob<Record<string, unknown>>('../locales/fi/*.json', {
    eager: true,
    import: 'default',
  }),
);
