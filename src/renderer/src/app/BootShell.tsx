import frame from '../ui/frame.module.css';
import { Spinner } from '../ui/Spinner.tsx';
import styles from './BootShell.module.css';

/**
 * What the window shows from the first frame, before the app's code, its texts and the session
 * are in: the layout's frame (the top bar and the main area) with a busy indicator. No text: the
 * language's texts come with the app, a moment later, and replace all of this.
 */
export function BootShell() {
  return (
    <div className={frame.app}>
      <header className={frame.topbar}>
        <div className={frame.nav} />
      </header>
      <main className={frame.main} aria-busy="true">
        <div className={styles.loading}>
          <Spinner />
        </div>
      </main>
    </div>
  );
}
