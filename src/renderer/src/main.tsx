import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/create-app.tsx';
import { restoreSession } from './app/restore-session.ts';
import { getApiRequestHook, getBridge } from './bridge/index.ts';
import './styles/app.css';

async function start(): Promise<void> {
  const bridge = getBridge();
  const [settings, info] = await Promise.all([bridge.settings.get(), bridge.app.info()]);
  const requestHook = getApiRequestHook();
  const app = createApp({
    bridge,
    settings,
    platform: info.platform,
    ...(requestHook ? { requestHook } : {}),
  });
  await restoreSession(app.services);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <app.App />
    </StrictMode>,
  );
  // Deep links queued in main are delivered from now on.
  bridge.deepLinks.ready();
}

void start();
