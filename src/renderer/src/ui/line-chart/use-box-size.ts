import { useCallback, useState } from 'react';

export interface BoxSize {
  /** The element's content width in CSS pixels, whole. */
  width: number;
  /** Its computed font size in CSS pixels. */
  fontSize: number;
}

/**
 * The width and font size of the element the returned ref is put on, followed as it resizes
 * (the window, the zoom, a sidebar). `fallback` until measured, and where the browser has no
 * ResizeObserver (jsdom).
 */
export function useBoxSize(fallback: BoxSize): [(element: HTMLElement | null) => void, BoxSize] {
  const [size, setSize] = useState(fallback);
  const ref = useCallback((element: HTMLElement | null) => {
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const width = Math.floor(element.clientWidth);
      const fontSize = parseFloat(getComputedStyle(element).fontSize);
      if (width <= 0 || !(fontSize > 0)) return;
      setSize((old) =>
        old.width === width && old.fontSize === fontSize ? old : { width, fontSize },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
