import type { Notice } from '#shared/notices.ts';

/** Whom the user is: an anonymous user is neither, someone with loans and deposits both. */
export type Viewer = ReadonlyArray<'borrowers' | 'investors'>;

/** The notices in force at `now` (epoch ms) for the viewer, in the list's order. */
export function activeNotices(
  notices: readonly Notice[],
  { now, audience }: { now: number; audience: Viewer },
): Notice[] {
  return notices.filter(
    (notice) =>
      Date.parse(notice.from) <= now &&
      now < Date.parse(notice.until) &&
      (notice.audience === 'everyone' || audience.includes(notice.audience)),
  );
}
