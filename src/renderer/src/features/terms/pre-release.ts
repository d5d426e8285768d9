/**
 * Which sign call accepts a terms document. The spec names two (`…/terms-and-conditions/sign`
 * and `…/pre-release/sign`) without saying when each is used. Our reading: terms are published
 * before they take effect (e.g. published 14.5.2021, in force 15.6.2021), and the version is the
 * date they take effect (`YYYY-MM-DD`). Accepting a version that is not yet in force is a
 * pre-release signature; anything else (including a version that is not a date) is the
 * ordinary one.
 */
export function isPreRelease(version: string, now: number): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(version)) return false;
  const effective = Date.parse(`${version}T00:00:00Z`);
  return !Number.isNaN(effective) && effective > now;
}
