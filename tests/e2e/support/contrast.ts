/** A CSS `rgb()`/`rgba()` colour as [r, g, b] (0–255), or null for anything else. */
export function parseRgb(color: string): [number, number, number] | null {
  const match = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
