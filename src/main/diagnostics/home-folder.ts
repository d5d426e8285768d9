/**
 * The user's home folder in text becomes `~`, so that a diagnostics file names no user (their
 * account name is in every path under it). The home is matched with either separator, and with
 * the doubled backslash JSON writes (log lines and settings.json are JSON), and without regard to
 * case on Windows, whose file system ignores it. A longer name that merely starts with the home
 * (`/home/matti` in `/home/mattila`) is left alone.
 */
export function hideHomeFolder(home: string, platform: NodeJS.Platform): (text: string) => string {
  const parts = home.split(/[\\/]+/).filter((part) => part !== '');
  // A home at a root (`/`, `C:\`) is no user's name, and replacing it would mangle every path.
  const named = platform === 'win32' ? parts.length >= 2 : parts.length >= 1;
  if (!named) return (text) => text;
  const rooted = platform === 'win32' || !home.startsWith('/') ? '' : SEPARATOR;
  const pattern = new RegExp(
    `${rooted}${parts.map(escapeRegExp).join(SEPARATOR)}${NOT_A_LONGER_NAME}`,
    platform === 'win32' ? 'giu' : 'gu',
  );
  return (text) => text.replace(pattern, '~');
}

// One separator as written: `/`, `\`, or `\\` (a backslash escaped in JSON).
const SEPARATOR = '(?:/|\\\\{1,2})';
// Not followed by more of a file name; a dot ends a sentence unless a name goes on after it.
const NOT_A_LONGER_NAME = '(?![\\p{L}\\p{N}_~$@+-]|\\.[\\p{L}\\p{N}_-])';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
