import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { AccountProvider } from './account/AccountContext.js';
import './styles.css';
import { installSoundUnlock } from './sound/player.js';

installSoundUnlock();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AccountProvider>
      <App />
    </AccountProvider>
  </StrictMode>,
);

// Offline play: the service worker precaches the built app (see build/service-worker.ts).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a service worker the app still works online.
    });
  });
}
