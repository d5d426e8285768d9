import { DEEP_LINK_SCHEME } from '#shared/deep-links.ts';

/**
 * The deep link in a command line: exactly one argument that starts with our scheme.
 * None, or more than one (an attempt to smuggle a second link), yields null.
 */
export function deepLinkFromArgv(argv: readonly string[]): string | null {
  const prefix = `${DEEP_LINK_SCHEME}:`;
  const links = argv.filter((arg) => arg.slice(0, prefix.length).toLowerCase() === prefix);
  return links.length === 1 ? (links[0] ?? null) : null;
}
