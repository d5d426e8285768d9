import { describe, expect, it } from 'vitest';
import { createArrayScanner, MalformedAnswer } from './array-scanner.ts';

/** The elements the scanner hands out for a text fed in the given pieces, ended. */
function scan(pieces: readonly string[], name = 'data'): unknown[] {
  const scanner = createArrayScanner(name);
  const elements: unknown[] = [];
  for (const piece of pieces) {
    const batch = scanner.push(piece);
    if (batch !== null) elements.push(...(JSON.parse(batch) as unknown[]));
  }
  scanner.end();
  return elements;
}

/** The text cut at every pair of places: every way an element can be split across pieces. */
function* cutsOf(text: string): Generator<string[]> {
  for (let a = 0; a <= text.length; a++) {
    for (let b = a; b <= text.length; b += 7)
      yield [text.slice(0, a), text.slice(a, b), text.slice(b)];
  }
}

const ROWS = [
  { created: '2024-05-01T09:30:00.000Z', from: 'DEP1', to: null, amount: '-12.30', type: 'FEE' },
  { s: 'quote " backslash \\ slash / tab \t newline \n', t: '\\', u: '\\"' },
  { s: 'ääkköset €, 🙂 and \u2028 \u0000', nested: { a: [1, [2, { b: '[' }]], c: '{' } },
  'a string element with ] and } and ,',
  12.5,
  -1.5e3,
  true,
  null,
  [],
  {},
];

describe('the array scanner', () => {
  it('hands out the array of a whole answer in one piece', () => {
    expect(scan([JSON.stringify({ data: ROWS })])).toEqual(ROWS);
  });

  it('hands out every element whatever byte the pieces are cut at', () => {
    const text = JSON.stringify({ data: ROWS });
    for (let at = 0; at <= text.length; at++) {
      expect(scan([text.slice(0, at), text.slice(at)])).toEqual(ROWS);
    }
  });

  it('hands out every element one character at a time, and cut at any two places', () => {
    const text = JSON.stringify({ before: { data: [1] }, data: ROWS.slice(0, 4), after: 'x' });
    expect(scan([...text])).toEqual(ROWS.slice(0, 4));
    for (const pieces of cutsOf(text)) expect(scan(pieces)).toEqual(ROWS.slice(0, 4));
  });

  it('hands out the elements as they complete, not at the end', () => {
    const scanner = createArrayScanner('data');
    expect(scanner.push('{"data":[{"a":1},{"b"')).toBe('[{"a":1}]');
    expect(scanner.push(':2}')).toBeNull();
    expect(scanner.push(',')).toBe('[{"b":2}]');
    expect(scanner.push(' 3 ]')).toBe('[ 3 ]');
    expect(scanner.push('}')).toBeNull();
    expect(() => scanner.end()).not.toThrow();
  });

  it('reads whitespace anywhere JSON allows it', () => {
    expect(scan(['\n{ "data" :\t[ 1 ,\r\n 2 ] , "n" : [ ] }\n'])).toEqual([1, 2]);
  });

  it('finds the array by its name after other members, in the root object only', () => {
    const text = JSON.stringify({
      meta: { data: ['not this'] },
      list: ['nor this'],
      'data ': ['nor this'],
      data: ['this'],
    });
    expect(scan([text])).toEqual(['this']);
    expect(scan(['{"d\\u0061ta":[1]}'])).toEqual([1]);
    expect(scan(['{"rows":[1],"data":[]}'])).toEqual([]);
  });

  it('takes an empty array', () => {
    expect(scan(['{"data":[]}'])).toEqual([]);
    expect(scan(['{"data":[', ']}'])).toEqual([]);
  });

  it.each([
    ['a cut-off answer', ['{"data":[1,2'], 'The answer ended inside its data array'],
    ['a cut-off element', ['{"data":[{"a":"x'], 'The answer ended inside its data array'],
    ['no array', ['{"data":null}'], 'The answer has no data array'],
    ['another array only', ['{"rows":[1]}'], 'The answer has no data array'],
    ['an array for a root', ['[1,2]'], 'The answer has no data array'],
    ['an empty body', [''], 'The answer is not JSON'],
    ['an HTML page', ['<html>'], 'The answer is not JSON'],
    ['an unclosed root', ['{"data":[1]'], 'The answer is not JSON'],
    ['text after the root', ['{"data":[1]} x'], 'The answer is not JSON'],
    [
      'an empty element',
      ['{"data":[1,,2]}'],
      'The answer is not JSON: an empty element at character 11',
    ],
    ['a leading comma', ['{"data":[,1]}'], 'The answer is not JSON: an empty element'],
    [
      'a trailing comma',
      ['{"data":[1,', ']}'],
      "The answer is not JSON: ']' after a comma at character 11",
    ],
    ['a brace closing the array', ['{"data":[1}'], "The answer is not JSON: '}' closing the array"],
  ])('refuses %s with a clear error', (_, pieces, message) => {
    const scanning = () => scan(pieces);
    expect(scanning).toThrow(MalformedAnswer);
    expect(scanning).toThrow(message);
  });

  it('leaves an element that is not JSON to the parse of its batch', () => {
    const scanner = createArrayScanner('data');
    const batch = scanner.push('{"data":[{"a":tru},{"b":1}]}');
    expect(batch).toBe('[{"a":tru},{"b":1}]');
    expect(() => JSON.parse(batch ?? '') as unknown).toThrow(SyntaxError);
  });
});
