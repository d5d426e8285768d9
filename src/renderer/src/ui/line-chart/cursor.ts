/**
 * The readout's cursor: which point of the lines the readout shows. Keys as on a slider (WAI-ARIA
 * Authoring Practices): the arrows move one point, Page Up and Page Down `pageStep` points
 * (later and earlier), Home and End to the first and last point.
 */
export function cursorAfterKey(
  key: string,
  current: number,
  count: number,
  pageStep: number,
): number | null {
  const last = count - 1;
  if (last < 0) return null;
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(current - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(current + 1);
    case 'PageDown':
      return clamp(current - pageStep);
    case 'PageUp':
      return clamp(current + pageStep);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** The index of the x nearest to `x` among ascending `xs` (binary search); -1 when empty. */
export function nearestIndex(xs: ArrayLike<number>, x: number): number {
  if (xs.length === 0) return -1;
  let low = 0;
  let high = xs.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((xs[middle] as number) < x) low = middle + 1;
    else high = middle;
  }
  // `low` is the first at or right of x; the one before it may be nearer.
  if (low > 0 && x - (xs[low - 1] as number) <= (xs[low] as number) - x) return low - 1;
  return low;
}
