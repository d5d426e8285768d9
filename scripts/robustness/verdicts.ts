/** Rows of the robustness table, on the bench's Figure (scripts/bench/table.ts). */
import type { Figure } from '../bench/table.ts';

/** A count that must not exceed `max` (0 for every robustness count). */
export function count(name: string, value: number, max: number): Figure {
  return { name, value: String(value), target: max === 0 ? '0' : `≤ ${max}`, pass: value <= max };
}

/** A row whose value and target are words, judged by the check. */
export function verdict(name: string, value: string, target: string, pass: boolean): Figure {
  return { name, value, target, pass };
}

/** A check that could not run: it fails, and its value says why. */
export function notRun(name: string, why: string, target: string): Figure {
  return { name, value: `not run: ${why}`, target, pass: false };
}
