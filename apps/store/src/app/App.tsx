import { settingsAtom } from '@storefront/state';
import { LinkProvider, ThemeRoot } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '../routes/router';
import { RouterLink } from './RouterLink';
import { DeferredToaster } from './toasts';

/** The saved settings drive the theme root on <html>; index.html applied them before first paint. */
export function App() {
  const settings = useAtomValue(settingsAtom);
  return (
    <ThemeRoot target="document" theme={settings.theme} colorMode={settings.colorMode} dir={settings.dir} locale={settings.locale}>
      <LinkProvider component={RouterLink}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <DeferredToaster />
      </LinkProvider>
    </ThemeRoot>
  );
}
