import { describe, expect, it } from 'vitest';
import { PROBE_MARKER } from './main-start-marker.ts';
import {
  bundleFigure,
  coldStartSkipReason,
  firstLaunchFigures,
  parseProbeOutput,
  runProbe,
  summariseProbes,
  type ProbeResult,
} from './main-start-figures.ts';

const result = (over: Partial<ProbeResult> = {}): ProbeResult => ({
  bareMs: 0.5,
  importMs: 1000,
  modules: 320,
  own: 58,
  beforeWindow: 25,
  windowMs: 400,
  firstLaunch: null,
  readyMs: 300,
  error: null,
  ...over,
});

describe('main-start figures', () => {
  it('finds the probe’s result among main’s log lines', () => {
    const stdout = [
      '[main] vault: keytar is not available',
      `${PROBE_MARKER}${JSON.stringify(result({ modules: 7 }))}`,
      '[main] later line',
    ].join('\n');
    expect(parseProbeOutput(stdout).modules).toBe(7);
    expect(() => parseProbeOutput('[main] only logs')).toThrow('no result');
    expect(() => parseProbeOutput(`${PROBE_MARKER}{"modules":"many"}`)).toThrow();
  });

  it('reports medians, and the graph’s import as a ratio to the empty module’s', () => {
    const figures = summariseProbes([
      result({ importMs: 900, bareMs: 0.4, readyMs: 200 }),
      result({ importMs: 1000, bareMs: 0.5, readyMs: 300 }),
      result({ importMs: 5000, bareMs: 9, readyMs: 900 }),
    ]);
    const value = (start: string) => figures.find((f) => f.name.startsWith(start))?.value;
    expect(value('main start: modules loaded')).toBe('320 (58 of ours)');
    expect(value('main start: import of that graph')).toBe('1000 ms');
    expect(value('main start: import of an empty module')).toBe('0.50 ms');
    expect(value('main start: graph ÷ empty-module import')).toBe('2000.00×');
    expect(value('main start: whenReady handlers finish')).toBe('300 ms');
  });

  it('judges the built bundle by the modules loaded before the window (at most 30)', () => {
    expect(bundleFigure(result({ beforeWindow: 30 })).pass).toBe(true);
    expect(bundleFigure(result({ beforeWindow: 31 })).pass).toBe(false);
    expect(bundleFigure(result({ beforeWindow: null })).pass).toBeNull();
  });

  it('judges the first launch by its window (≤ 1 s) and main’s stalls while the world is seeded (≤ 50 ms)', () => {
    const launch = (windowMs: number | null, maxStallMs: number | null) =>
      firstLaunchFigures(
        result({
          windowMs,
          firstLaunch: maxStallMs === null ? null : { maxStallMs, seededAfterWindowMs: 42_000 },
        }),
      ).map((figure) => figure.pass);
    expect(launch(1000, 50)).toEqual([true, true, null, null]);
    expect(launch(1001, 50)).toEqual([false, true, null, null]);
    expect(launch(900, 51)).toEqual([true, false, null, null]);
    expect(launch(null, null)).toEqual([null, null, null, null]);
    expect(firstLaunchFigures(result({ firstLaunch: null }))[3]?.value).toBe('n/a');
  });

  it('says in one line why the Electron cold start is not measured', () => {
    expect(coldStartSkipReason(false, true)).toBe('skipped: Electron binary absent');
    expect(coldStartSkipReason(true, false)).toBe('skipped: no build (npm run build)');
    expect(coldStartSkipReason(true, true)).toBeNull();
  });

  it('starts main in Node with Electron faked, its whenReady handler to the end', () => {
    const probe = runProbe();
    expect(probe.error).toBeNull();
    expect(probe.own).toBeGreaterThan(40);
    expect(probe.modules).toBeGreaterThan(probe.own);
    expect(probe.readyMs).toBeGreaterThan(0);
    // The fake BrowserWindow reports the window: main got as far as creating it.
    expect(probe.beforeWindow).toBeGreaterThanOrEqual(probe.modules);
  }, 60_000);
});
