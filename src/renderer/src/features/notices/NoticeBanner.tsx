import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICES } from '#shared/notices.ts';
import { useServices } from '../../app/services.ts';
import { sessionAtom } from '../../state/atoms.ts';
import { profileQuery } from '../profile/index.ts';
import { activeNotices } from './active-notices.ts';
import { dismissedNoticesAtom } from './dismissed.ts';
import { viewerOf } from './viewer.ts';

/** How often the banner looks at the clock again, so a window opens or closes on its own. */
const RECHECK_MS = 60_000;

/** The service notices in force now for the user, each closable (src/shared/notices.ts). */
export function NoticeBanner() {
  const { t } = useTranslation();
  const services = useServices();
  const { clock } = services;
  const session = useAtomValue(sessionAtom);
  // The profile as the guards loaded it; the banner never fetches it by itself.
  const profile = useQuery({ ...profileQuery(services), enabled: false });
  const [dismissed, setDismissed] = useAtom(dismissedNoticesAtom);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => clock.setInterval(() => setNow(clock.now()), RECHECK_MS), [clock]);

  const audience = viewerOf(session, session.kind === 'user' ? profile.data : undefined);
  const closed = dismissed ?? [];
  const shown = activeNotices(NOTICES, { now, audience }).filter((n) => !closed.includes(n.id));
  return (
    <div className="notice-banner" role="status" aria-label={t('notices:label')}>
      {shown.map((notice) => (
        <div className="notice-banner__item" key={notice.id}>
          <p className="notice-banner__text">{t(notice.messageKey)}</p>
          <button
            type="button"
            className="button button--secondary"
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
