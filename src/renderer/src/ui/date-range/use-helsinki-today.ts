import { useState } from 'react';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import { useServices } from '../../services/app-services.ts';

/** Today in Helsinki on the app's clock, read once when the screen opens. */
export function useHelsinkiToday(): IsoDate {
  const { clock } = useServices();
  const [today] = useState(() => helsinkiToday(new Date(clock.now())));
  return today;
}
