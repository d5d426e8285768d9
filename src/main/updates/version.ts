/**
 * Semantic versions as electron-builder writes them (`1.2.3`, `1.3.0-beta.2`, an optional `v`):
 * just enough of semver 2.0 to say whether the feed's version is strictly newer than ours.
 * `semver` is only a transitive dependency here, and a compare is twenty lines.
 */
export interface Version {
  major: number;
  minor: number;
  patch: number;
  /** Dot-separated pre-release identifiers; empty for a release. Build metadata is dropped. */
  prerelease: Array<number | string>;
}

const NUMBER = '0|[1-9]\\d*';
const IDENTIFIER = `(?:${NUMBER}|\\d*[A-Za-z-][0-9A-Za-z-]*)`;
const SEMVER = new RegExp(
  `^v?(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})` +
    `(?:-(${IDENTIFIER}(?:\\.${IDENTIFIER})*))?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$`,
);

export function parseVersion(text: string): Version | null {
  const match = SEMVER.exec(text.trim());
  if (!match) return null;
  const [, major, minor, patch, pre] = match;
  const parts = [major, minor, patch].map(Number);
  if (parts.some((n) => !Number.isSafeInteger(n))) return null;
  return {
    major: parts[0] ?? 0,
    minor: parts[1] ?? 0,
    patch: parts[2] ?? 0,
    prerelease: pre ? pre.split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id)) : [],
  };
}

function compareIdentifiers(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return Math.sign(a - b);
  // Numeric identifiers have lower precedence than alphanumeric ones.
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Negative, zero or positive as `a` is older than, equal to or newer than `b` (semver §11). */
export function compareVersions(a: Version, b: Version): number {
  const core =
    Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
  if (core !== 0) return core;
  // A release is newer than any of its pre-releases.
  if (a.prerelease.length === 0 || b.prerelease.length === 0) {
    return Math.sign(b.prerelease.length - a.prerelease.length);
  }
  const length = Math.max(a.prerelease.length, b.prerelease.length);
  for (let i = 0; i < length; i++) {
    const x = a.prerelease[i];
    const y = b.prerelease[i];
    // A shorter set of identifiers is older when all before it are equal.
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const order = compareIdentifiers(x, y);
    if (order !== 0) return order;
  }
  return 0;
}

/** True only when `candidate` parses and is strictly newer than `current`. */
export function isNewerVersion(candidate: string, current: string): boolean {
  const next = parseVersion(candidate);
  const now = parseVersion(current);
  return next !== null && now !== null && compareVersions(next, now) > 0;
}
