import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICES } from '#shared/notices.ts';
import { useServices } from '../../services/app-services.ts';
import { sessionAtom } from '../../state/atoms.ts';
import { profileQuery } from '../profile/index.ts';
import { activeNotices, nextNoticeChange } from './active-notices.ts';
import { dismissedNoticesAtom } from './dismissed.ts';
import { viewerOf } from './viewer.ts';
import buttons from '../../ui/button.module.css';
import banner from '../../ui/banner.module.css';

/** The longest delay a browser timer keeps (about 24.8 days); a later edge is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The service notices in force now for the user, each closable (src/shared/notices.ts). */
export function NoticeBanner() {
  const { t } = useTranslation();
  const services = useServices();
  const { clock } = services;
  const session = useAtomValue(sessionAtom);
  // The profile as the guards loaded it; the banner never fetches it by itself.
  const profile = useQuery({ ...profileQuery(services.api), enabled: false });
  const [dismissed, setDismissed] = useAtom(dismissedNoticesAtom);
  const [now, setNow] = useState(() => clock.now());
  // Looks at the clock again when the next window opens or closes, and only then.
  useEffect(() => {
    const next = nextNoticeChange(NOTICES, now);
    if (next === null) return undefined;
    return clock.setTimeout(() => setNow(clock.now()), Math.min(next - now, MAX_TIMER_MS));
  }, [clock, now]);

  const audience = viewerOf(session, session.kind === 'user' ? profile.data : undefined);
  const closed = dismissed ?? [];
  const shown = activeNotices(NOTICES, { now, audience }).filter((n) => !closed.includes(n.id));
  return (
    <div role="status" aria-label={t('notices:label')}>
      {shown.map((notice) => (
        <div className={banner.row} key={notice.id}>
          <p className={banner.text}>{t(notice.messageKey)}</p>
          <button
            type="button"
            className={buttons.secondary}
            aria-label={t('notices:dismiss')}
            onClick={() => setDismissed([...closed, notice.id])}
          >
            {t('notices:close')}
          </button>
        </div>
      ))}
    </div>
  );
}
