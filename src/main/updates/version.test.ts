import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion, parseVersion } from './version.ts';

describe('parseVersion', () => {
  it('reads electron-builder versions, with or without a v and build metadata', () => {
    expect(parseVersion('1.2.3')).toEqual({ major: 1, minor: 2, patch: 3, prerelease: [] });
    expect(parseVersion('v10.0.1-beta.2+exp.sha.5114f85')).toEqual({
      major: 10,
      minor: 0,
      patch: 1,
      prerelease: ['beta', 2],
    });
  });

  it.each(['', '1.2', '1.2.3.4', '01.2.3', '1.2.3-', '1.2.3-beta..1', 'latest', '1.2.x', ' '])(
    'refuses %j',
    (text) => {
      expect(parseVersion(text)).toBeNull();
    },
  );
});

describe('compareVersions', () => {
  // semver.org §11's own example, in ascending order.
  const ascending = [
    '1.0.0-alpha',
    '1.0.0-alpha.1',
    '1.0.0-alpha.beta',
    '1.0.0-beta',
    '1.0.0-beta.2',
    '1.0.0-beta.11',
    '1.0.0-rc.1',
    '1.0.0',
    '1.0.1',
    '1.1.0',
    '1.10.0',
    '2.0.0',
  ];

  it('orders the semver.org precedence example', () => {
    const parsed = ascending.map((text) => parseVersion(text));
    for (let i = 0; i < parsed.length; i++) {
      for (let j = 0; j < parsed.length; j++) {
        const a = parsed[i];
        const b = parsed[j];
        if (!a || !b) throw new Error('unparsed');
        expect(Math.sign(compareVersions(a, b)), `${ascending[i]} vs ${ascending[j]}`).toBe(
          Math.sign(i - j),
        );
      }
    }
  });
});

describe('isNewerVersion', () => {
  it('is true only for a strictly newer version', () => {
    expect(isNewerVersion('0.2.0', '0.1.0')).toBe(true);
    expect(isNewerVersion('0.10.0', '0.9.9')).toBe(true);
    expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false);
    expect(isNewerVersion('0.1.0+build.7', '0.1.0')).toBe(false);
    expect(isNewerVersion('0.0.9', '0.1.0')).toBe(false);
    expect(isNewerVersion('0.1.0-rc.1', '0.1.0')).toBe(false);
  });

  it('is false when either side does not parse', () => {
    expect(isNewerVersion('999', '0.1.0')).toBe(false);
    expect(isNewerVersion('1.0.0', 'dev')).toBe(false);
  });
});
