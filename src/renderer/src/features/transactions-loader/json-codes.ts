/** The bytes of JSON's structure, for the readers that scan an answer's text or bytes. */
export const QUOTE = 34;
export const BACKSLASH = 92;
export const COMMA = 44;
export const COLON = 58;
export const OPEN_BRACE = 123;
export const CLOSE_BRACE = 125;
export const OPEN_BRACKET = 91;
export const CLOSE_BRACKET = 93;

/** JSON's four whitespace characters: space, tab, line feed, carriage return. */
export const isJsonSpace = (code: number) =>
  code === 32 || code === 9 || code === 10 || code === 13;
