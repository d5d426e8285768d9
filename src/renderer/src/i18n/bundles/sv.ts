import { byNamespace } from '../language-resources.ts';

/** The sv texts, one chunk: loaded only when sv is the language (load-language.ts). */
export default byNamespace(
  import.meta.glob<Record<string, unknown>>('../locales/sv/*.json', {
    eager: true,
    import: 'default',
  }),
);
