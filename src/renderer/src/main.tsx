import { createRoot } from 'react-dom/client';
import { boot } from './app/boot.tsx';
import { installErrorReporting } from './app/report-errors.ts';
import { getApiRequestHook, loadBridge } from './bridge/index.ts';
import { loadLanguage } from './i18n/load-language.ts';
import { followStoredTheme } from './state/theme.ts';
import './styles/app.css';

/**
 * The start-up shell is index.html's own (painted before this runs); the entry holds React and
 * the start, and the rest of the app (and in a browser the bridge) is chunks it asks for at once.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const bridge = () => {
    const loading = loadBridge();
    void loading.then((loaded) => installErrorReporting(window, loaded));
    return loading;
  };
  const requestHook = getApiRequestHook();
  await boot({
    root: createRoot(container),
    bridge,
    ...(requestHook ? { requestHook } : {}),
    loadApp: () => import('./app/start-app.tsx'),
    loadLanguage,
  });
  // Deep links queued in main are delivered from now on.
  (await loadBridge()).deepLinks.ready();
}

// index.html's theme.js has put the stored theme on the page before its first paint; from here
// the app keeps it, and follows a change made in another window.
followStoredTheme(window);
void start();
