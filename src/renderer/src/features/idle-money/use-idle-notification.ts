import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isNewEpisode, type IdleEpisode } from '#shared/domain/idle-money.ts';
import { useServices } from '../../services/app-services.ts';
import { idleMoneyToldAtom } from './told-episodes.ts';

/**
 * One native notification per episode of a deposit's idle money, in the desktop app only, and
 * only while its window is not focused (main's notifier refuses otherwise): tried when the
 * episode is known and again each time the window loses the focus, until one is shown.
 */
export function useIdleNotification(
  depositId: string,
  episode: IdleEpisode | null,
  amountText: string,
  today: string,
) {
  const { t } = useTranslation();
  const { bridge, platform } = useServices();
  const [told, setTold] = useAtom(idleMoneyToldAtom);
  const toldOn = told?.[depositId] ?? null;
  const due = platform === 'electron' && episode !== null && isNewEpisode(episode, toldOn);
  const days = episode?.days ?? 0;
  useEffect(() => {
    if (!due) return;
    let done = false;
    let asking = false;
    const tryNotify = () => {
      if (done || asking) return;
      asking = true;
      void bridge.notifications
        .notify({
          title: t('idleMoney:notification.title'),
          body: t('idleMoney:notification.body', { amount: amountText, days }),
        })
        .then((outcome) => {
          asking = false;
          if (outcome !== 'shown' || done) return;
          done = true;
          setTold({ ...told, [depositId]: today });
        });
    };
    tryNotify();
    window.addEventListener('blur', tryNotify);
    return () => {
      done = true;
      window.removeEventListener('blur', tryNotify);
    };
  }, [due, bridge, t, amountText, days, depositId, today, told, setTold]);
}
