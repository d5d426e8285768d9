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

/** The next instant after `now` at which a notice starts or ends, or null when none will. */
export function nextNoticeChange(notices: readonly Notice[], now: number): number | null {
  const edges = notices
    .flatMap((notice) => [Date.parse(notice.from), Date.parse(notice.until)])
    .filter((edge) => edge > now);
  return edges.length > 0 ? Math.min(...edges) : null;
}
