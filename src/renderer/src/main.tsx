import { createRoot } from 'react-dom/client';
import { boot } from './app/boot.tsx';
import { installErrorReporting } from './app/report-errors.ts';
import { getApiRequestHook, loadBridge } from './bridge/index.ts';
import { loadLanguage } from './i18n/load-language.ts';
import { followStoredTheme } from './state/theme.ts';
import './styles/app.css';

/** The entry holds only what paints the shell; the rest of the app is a chunk loaded behind it. */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const bridge = loadBridge();
  void bridge.then((loaded) => installErrorReporting(window, loaded));
  const requestHook = getApiRequestHook();
  await boot({
    root: createRoot(container),
    bridge,
    ...(requestHook ? { requestHook } : {}),
    loadApp: () => import('./app/start-app.tsx'),
    loadLanguage,
  });
  // Deep links queued in main are delivered from now on.
  (await bridge).deepLinks.ready();
}

// The theme first, so that the first frame has the chosen colours.
followStoredTheme(window);
void start();
