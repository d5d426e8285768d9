import { createRoot } from 'react-dom/client';
import { afterFrame } from './app/after-frame.ts';
import { boot } from './app/boot.tsx';
import { installErrorReporting } from './app/report-errors.ts';
import { getApiRequestHook, loadBridge } from './bridge/index.ts';
import { loadLanguage } from './i18n/load-language.ts';
import { followStoredTheme } from './state/theme.ts';
import './styles/app.css';

/**
 * The entry holds only what paints the shell; the rest of the app (and in a browser the bridge)
 * is chunks loaded behind it, asked for once the shell is on screen.
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
    shellPainted: () => afterFrame(window),
    bridge,
    ...(requestHook ? { requestHook } : {}),
    loadApp: () => import('./app/start-app.tsx'),
    loadLanguage,
  });
  // Deep links queued in main are delivered from now on.
  (await loadBridge()).deepLinks.ready();
}

// The theme first, so that the first frame has the chosen colours.
followStoredTheme(window);
void start();
