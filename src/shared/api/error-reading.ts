/**
 * How one screen reads a failed call beyond the default reading (the renderer's one mapping,
 * `ui/form/map-api-error.ts`): texts of its own for particular answers, and whose words are shown
 * otherwise. Texts are i18n keys in the shared `namespace.KEY` or `namespace:key` form.
 */
export interface ErrorReading {
  /** Tried in order before anything else; the first that matches is the text. */
  readonly texts?: readonly ErrorText[];
  /**
   * The server's own words where no text matched: `client` (the default) shows a 4xx's message
   * and a 422's messages for fields the form lacks; `any` shows the message of any answer, a 5xx's
   * too; `none` shows only the SERVER_ERROR text.
   */
  readonly serverWords?: 'client' | 'any' | 'none';
}

export type ErrorText =
  /** An answer whose message contains `part` (the gateway's messages carry more around it). */
  | { readonly messageIncludes: string; readonly text: string }
  /** An answer with this status (the unsigned-terms 403 aside: the app asks for the terms). */
  | { readonly status: number; readonly text: string }
  /**
   * A 422 with a message for this field, or with `message` any answer whose message for the
   * field is that one (a gateway's error code): `text`; without one the answer's message with
   * `serverMessage` (else the field's own message). Shown at the form, or with `onField` on the
   * field itself when the form has it.
   */
  | {
      readonly field: string;
      readonly message?: string;
      readonly text?: string;
      readonly serverMessage?: boolean;
      readonly onField?: boolean;
    };
