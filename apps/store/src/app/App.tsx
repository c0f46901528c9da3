import { settingsAtom } from '@storefront/state';
import { LinkProvider, ThemeRoot, Toaster } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { router } from '../routes/router';
import { RouterLink } from './RouterLink';

/** The saved settings drive the theme root on <html>; index.html applied them before first paint. */
export function App() {
  const settings = useAtomValue(settingsAtom);
  return (
    <ThemeRoot target="document" theme={settings.theme} colorMode={settings.colorMode} dir={settings.dir} locale={settings.locale}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
        <Toaster />
      </LinkProvider>
    </ThemeRoot>
  );
}
