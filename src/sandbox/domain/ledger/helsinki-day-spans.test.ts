import { describe, expect, it } from 'vitest';
import { helsinkiDays } from '../investors/helsinki-days.ts';
import { helsinkiDaySpans } from './helsinki-day-spans.ts';

const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

describe('helsinkiDaySpans', () => {
  it('gives a range of Helsinki days as whole days alone, across a clock change too', () => {
    expect(helsinkiDaySpans(helsinkiDays('2024-03-01', '2024-04-30'))).toEqual({
      fromDay: '2024-03-01',
      toDay: '2024-05-01',
      pieces: [],
    });
  });

  it('leaves the pieces of the days at the ends to the entries', () => {
    expect(helsinkiDaySpans(range('2024-04-02T12:00:00.000Z', '2024-04-05T00:00:00.000Z'))).toEqual(
      {
        fromDay: '2024-04-03',
        toDay: '2024-04-05',
        pieces: [
          { from: '2024-04-02T12:00:00.000Z', to: '2024-04-02T21:00:00.000Z' },
          { from: '2024-04-04T21:00:00.000Z', to: '2024-04-05T00:00:00.000Z' },
        ],
      },
    );
  });

  it('gives a range within one or two days as one piece, and an empty one as nothing', () => {
    const within = range('2024-04-02T12:00:00.000Z', '2024-04-03T06:00:00.000Z');
    expect(helsinkiDaySpans(within).pieces).toEqual([
      { from: '2024-04-02T12:00:00.000Z', to: '2024-04-03T06:00:00.000Z' },
    ]);
    expect(helsinkiDaySpans(within)).toMatchObject({ fromDay: '2024-04-03', toDay: '2024-04-03' });
    expect(
      helsinkiDaySpans(range('2024-04-02T12:00:00.000Z', '2024-04-02T12:00:00.000Z')).pieces,
    ).toEqual([]);
    expect(
      helsinkiDaySpans(range('2024-04-09T12:00:00.000Z', '2024-04-02T12:00:00.000Z')).pieces,
    ).toEqual([]);
  });
});
