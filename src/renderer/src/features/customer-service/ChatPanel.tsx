import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { acceptedChatMessage, chatPageUrl } from './chat-frame.ts';
import styles from './customer-service.module.css';
import buttons from '../../ui/button.module.css';

/** Like the bank-data frame: its own scripts and forms, its own origin, nothing over this window. */
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-same-origin';

/**
 * The third-party live chat, framed on demand. Only the frame's own messages from its URL's
 * origin count; when the chat ends, the spec asks for a refresh: "Start a new chat" reloads it.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const { settings } = useServices();
  const language = useAtomValue(languageAtom);
  const [open, setOpen] = useState(false);
  const [ended, setEnded] = useState(false);
  const [session, setSession] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const url = chatPageUrl({
    sandbox: settings.sandbox,
    apiBaseUrl: settings.apiBaseUrl,
    appOrigin: window.location.origin,
    language,
  });
  const origin = url?.origin ?? null;

  useEffect(() => {
    if (!open || origin === null) return undefined;
    const onMessage = (event: MessageEvent) => {
      const message = acceptedChatMessage(event, frame.current?.contentWindow ?? null, origin);
      if (message?.event === 'ended') setEnded(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, origin]);

  if (url === null) return <p>{t('customerService:chat.unavailable')}</p>;
  if (!open) {
    return (
      <button type="button" className={buttons.plain} onClick={() => setOpen(true)}>
        {t('customerService:chat.open')}
      </button>
    );
  }
  const restart = () => {
    setEnded(false);
    setSession((count) => count + 1);
  };
  return (
    <div className={styles.chat}>
      {ended ? (
        <Alert tone="info">
          <p>{t('customerService:chat.ended')}</p>
          <button type="button" className={buttons.plain} onClick={restart}>
            {t('customerService:chat.restart')}
          </button>
        </Alert>
      ) : null}
      <iframe
        key={session}
        ref={frame}
        src={url.href}
        title={t('customerService:chat.frameTitle')}
        sandbox={FRAME_SANDBOX}
        referrerPolicy="no-referrer"
        width="100%"
        height="520"
      />
    </div>
  );
}
