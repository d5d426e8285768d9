/**
 * A certificate subject as Windows prints it (`CN=Vertaislaina Oy, O=Vertaislaina Oy, C=FI`,
 * values with a comma in double quotes, `\` escapes) as attribute → values. Keys are upper case;
 * an attribute may repeat (several OU), so each keeps all its values in order.
 */
export function parseDistinguishedName(text: string): Map<string, string[]> | null {
  const result = new Map<string, string[]>();
  let i = 0;
  const skipSpaces = (): void => {
    while (text[i] === ' ') i++;
  };
  while (i < text.length) {
    skipSpaces();
    const equals = text.indexOf('=', i);
    if (equals === -1) return null;
    const key = text.slice(i, equals).trim().toUpperCase();
    if (!/^[A-Z][A-Z0-9.-]*$/.test(key)) return null;
    i = equals + 1;
    skipSpaces();
    let value = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) return null;
        const char = text[i++];
        if (char === '"') {
          if (text[i] === '"') {
            value += '"';
            i++;
            continue;
          }
          break;
        }
        value += char;
      }
      skipSpaces();
    } else {
      while (i < text.length && !',;+'.includes(text[i] ?? '')) {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        value += text[i++];
      }
      value = value.trim();
    }
    if (i < text.length && !',;+'.includes(text[i] ?? '')) return null;
    i++;
    result.set(key, [...(result.get(key) ?? []), value]);
  }
  return result.size === 0 ? null : result;
}

/** True when every attribute named in `expected` has exactly the same values in `subject`. */
export function subjectMatches(subject: string, expected: string): boolean {
  const actual = parseDistinguishedName(subject);
  const wanted = parseDistinguishedName(expected);
  if (actual === null || wanted === null) return false;
  for (const [key, values] of wanted) {
    const found = actual.get(key);
    if (found?.length !== values.length || found.some((value, n) => value !== values[n])) {
      return false;
    }
  }
  return true;
}
