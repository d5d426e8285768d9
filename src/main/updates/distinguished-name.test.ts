import { describe, expect, it } from 'vitest';
import { parseDistinguishedName, subjectMatches } from './distinguished-name.ts';

const PUBLISHER = 'CN=Vertaislaina Oy, O=Vertaislaina Oy, L=Helsinki, C=FI';

describe('parseDistinguishedName', () => {
  it('reads attributes, quoted values with commas and escapes', () => {
    expect(parseDistinguishedName('CN="Vertaislaina, Oy", OU=Dev, OU=Ops; O=A\\,B ,C=FI')).toEqual(
      new Map([
        ['CN', ['Vertaislaina, Oy']],
        ['OU', ['Dev', 'Ops']],
        ['O', ['A,B']],
        ['C', ['FI']],
      ]),
    );
  });

  it.each(['', 'no equals sign', 'CN="unterminated', 'C N=x', 'CN="a"b'])('refuses %j', (text) => {
    expect(parseDistinguishedName(text)).toBeNull();
  });
});

describe('subjectMatches', () => {
  it('needs every configured attribute to be equal', () => {
    expect(subjectMatches(`${PUBLISHER}, S=Uusimaa`, PUBLISHER)).toBe(true);
    expect(subjectMatches('CN=Vertaislaina Oy, O=Other Oy, L=Helsinki, C=FI', PUBLISHER)).toBe(
      false,
    );
    expect(subjectMatches('CN=Vertaislaina Oy', PUBLISHER)).toBe(false);
    expect(subjectMatches('CN=Vertaislaina Oy Evil', 'CN=Vertaislaina Oy')).toBe(false);
  });

  it('is not fooled by a repeated attribute', () => {
    expect(subjectMatches('CN=Evil, CN=Vertaislaina Oy', 'CN=Vertaislaina Oy')).toBe(false);
  });
});
