import { categoriesAtom, detailsAtom } from '@storefront/state';
import { Footer, Header } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';

/** Header, page, footer: the frame of every route but /landing. */
export function ShopLayout() {
  const categories = useAtomValue(categoriesAtom);
  const details = useAtomValue(detailsAtom);
  const menu = categories.data ?? [];
  return (
    <>
      <Header categories={menu} />
      <main id="main">
        <Outlet />
      </main>
      <Footer categories={menu} details={details.data} />
    </>
  );
}
