import { readSavedSettings, savedStateRead } from '@storefront/state';
import { loadDictionary } from '@storefront/ui';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { saveSettingsForServer, settingsCookie, settingsFromCookie } from './app/settingsCookie';

/**
 * Before React hydrates the server's page: a returning shopper's saved state, read and checked
 * (its checks load only where something is saved), and the texts of the language the server drew
 * the page in (its cookie's). Saved settings the cookie does not name yet go into it for the next
 * page; with none saved (storage cleared, or another browser profile's cookie), the cookie's stand.
 */
async function hydrate(): Promise<void> {
  const drawnIn = settingsFromCookie(document.cookie);
  const saved = readSavedSettings(undefined, drawnIn);
  if (settingsCookie(saved) !== settingsCookie(drawnIn)) saveSettingsForServer(saved);
  await Promise.all([savedStateRead(), loadDictionary(drawnIn.locale), loadDictionary(saved.locale)]).catch(() => {});
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
