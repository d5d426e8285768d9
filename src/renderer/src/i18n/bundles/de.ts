import { byNamespace } from '../language-resources.ts';

/** The de texts, one chunk: loaded only when de is the language (load-language.ts). */
export default byNamespace(
  import.meta.glob<Record<string, unknown>>('../locales/de/*.json', {
    eager: true,
    import: 'default',
  }),
);
