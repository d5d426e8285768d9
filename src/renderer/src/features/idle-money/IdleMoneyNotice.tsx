import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { IDLE_SHARE_PERCENT } from '#shared/domain/idle-money.ts';
import { formatCents } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useHelsinkiToday } from '../../ui/date-range/index.ts';
import type { InvestorDeposit } from '../investor-deposit/index.ts';
import { useIdleMoney } from './use-idle-money.ts';
import { useIdleNotification } from './use-idle-notification.ts';

/**
 * One line on the fair-credit portfolio page while the deposit's free capital has stayed above
 * its share of the value for days with autoinvest on: how much, and for how many days.
 */
export function IdleMoneyNotice({ deposit }: { deposit: InvestorDeposit }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const today = useHelsinkiToday();
  const episode = useIdleMoney(deposit);
  const amount = episode ? formatCents(episode.freeCents, language) : '';
  useIdleNotification(deposit.id, episode, amount, today);
  if (episode === null) return null;
  return (
    <Alert tone="info">
      {t(episode.atLeast ? 'idleMoney:lineAtLeast' : 'idleMoney:line', {
        amount,
        days: episode.days,
        share: IDLE_SHARE_PERCENT,
      })}
    </Alert>
  );
}
