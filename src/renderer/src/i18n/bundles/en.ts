import { byNamespace } from '../language-resources.ts';

/** The en texts, one chunk: loaded only when en is the language (load-language.ts). */
export default byNamespace(
  import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
    eager: true,
    import: 'default',
  }),
);
