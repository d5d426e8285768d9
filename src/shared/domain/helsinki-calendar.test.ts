import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('helsinkiDay', () => {
  it('gives the calendar day in Finland, across midnight and daylight saving time', async () => {
    const { helsinkiDay } = await import('./helsinki-calendar.ts');
    // Winter: UTC+2; summer: UTC+3.
    expect(helsinkiDay(new Date('2023-12-31T21:59:59Z'))).toEqual({
      year: 2023,
      month: 12,
      day: 31,
    });
    expect(helsinkiDay(new Date('2023-12-31T22:00:00Z'))).toEqual({ year: 2024, month: 1, day: 1 });
    expect(helsinkiDay(new Date('2024-06-30T20:59:59Z'))).toEqual({
      year: 2024,
      month: 6,
      day: 30,
    });
    expect(helsinkiDay(new Date('2024-06-30T21:00:00Z'))).toEqual({ year: 2024, month: 7, day: 1 });
  });

  it('builds its Intl formatter on first use, not at import, and only once', async () => {
    const construct = vi.spyOn(Intl, 'DateTimeFormat');
    const { helsinkiDay } = await import('./helsinki-calendar.ts');
    expect(construct).not.toHaveBeenCalled();
    helsinkiDay(new Date('2024-03-05T10:00:00Z'));
    helsinkiDay(new Date('2024-03-06T10:00:00Z'));
    expect(construct).toHaveBeenCalledTimes(1);
  });
});
