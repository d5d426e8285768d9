import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../services/app-services.ts';
import {
  dismissToastAtom,
  pushToastAtom,
  sessionAtom,
  toastsAtom,
  unsavedFormsAtom,
} from '../../state/atoms.ts';
import { listenForInput, openActivityChannel, type ActivityChannel } from './activity.ts';
import { createIdleTimer, timeoutMsOf } from './idle-timer.ts';
import { TimeoutWarning } from './TimeoutWarning.tsx';

const SIGNED_OUT_NOTICE = 'sessionTimeout:signedOut';

/**
 * The session timeout (issue 11 §5): after the settings' minutes without input in any of the
 * app's windows, the session ends through the app's logout, with a notice that stays until
 * dismissed; a minute before, a dialog offers to stay. Nothing runs while signed out.
 */
export function SessionTimeout({ signOut }: { signOut: () => Promise<void> }) {
  const session = useAtomValue(sessionAtom);
  if (session.kind === 'anonymous') return null;
  return <SignedInTimeout signOut={signOut} />;
}

function SignedInTimeout({ signOut }: { signOut: () => Promise<void> }) {
  const { clock, settings, store, bridge } = useServices();
  const timeoutMs = timeoutMsOf(settings.sessionTimeoutMinutes);
  const unsavedWork = useAtomValue(unsavedFormsAtom) > 0;
  const [timer] = useState(() => createIdleTimer({ clock, timeoutMs }));
  const state = useSyncExternalStore(timer.subscribe, timer.state);

  // Signed in again: the notice of the last timeout has served.
  useEffect(() => {
    for (const toast of store.get(toastsAtom)) {
      if (toast.messageKey === SIGNED_OUT_NOTICE) store.set(dismissToastAtom, toast.id);
    }
  }, [store]);

  useEffect(
    () =>
      timer.subscribe(() => {
        if (timer.state().phase !== 'ended') return;
        store.set(pushToastAtom, {
          messageKey: SIGNED_OUT_NOTICE,
          tone: 'info',
          persistent: true,
        });
        void signOut();
      }),
    [timer, store, signOut],
  );

  const channelRef = useRef<ActivityChannel | null>(null);
  useEffect(() => {
    timer.start();
    const channel = openActivityChannel((message) =>
      message === 'extend' ? timer.extend() : timer.activity(),
    );
    channelRef.current = channel;
    const stopInput = listenForInput(window, clock, () => {
      timer.activity();
      channel.post('input');
      // Kept where it outlives a restart: a session idle for longer is not restored.
      bridge.vault.recordActivity();
    });
    // Timers can fire late after the computer slept: look at the clock when the user is back.
    const check = () => timer.check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      timer.stop();
      channel.close();
      channelRef.current = null;
      stopInput();
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [timer, clock, bridge]);

  if (state.phase !== 'warning') return null;
  return (
    <TimeoutWarning
      endsAt={state.endsAt}
      minutes={timeoutMs / 60_000}
      unsavedWork={unsavedWork}
      onStay={() => {
        timer.extend();
        channelRef.current?.post('extend');
      }}
      onSignOut={() => {
        timer.stop();
        void signOut();
      }}
    />
  );
}
