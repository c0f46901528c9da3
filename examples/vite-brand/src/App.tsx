import type { Product } from '@storefront/api-client';
import {
  CartTable,
  type CartTableLine,
  Container,
  Footer,
  Header,
  LinkProvider,
  type MenuItem,
  ProductGrid,
  QuickView,
  StaticStylesThemeRoot,
  TemplateSettings,
  Toaster,
  toast,
} from '@storefront/ui';
import { sampleDetails, sampleProducts } from '@storefront/ui/sample-data';
import { useEffect, useState } from 'react';
import { brandThemes, type Settings, savedSettings, settingsKey } from './theme';

/** The shop's own paths: hash links, so the example needs no router. */
const routes = { home: '#/', shop: '#/', cart: '#/cart', checkout: '#/cart', product: (id: number) => `#/products/${id}` };

const menu: MenuItem[] = [
  { label: 'Shop', href: '#/' },
  { label: 'Collections', links: [{ label: 'New in', href: '#/' }, { label: 'Basics', href: '#/' }] },
  { label: 'Cart', href: '#/cart' },
];

const products = sampleProducts(8);

const currentPage = (): 'shop' | 'cart' => (window.location.hash === '#/cart' ? 'cart' : 'shop');

function usePage(): 'shop' | 'cart' {
  const [page, setPage] = useState(currentPage);
  useEffect(() => {
    const onChange = () => setPage(currentPage());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return page;
}

export function App() {
  const [settings, setSettings] = useState<Settings>(savedSettings);
  const [cart, setCart] = useState<CartTableLine[]>([]);
  const [quickView, setQuickView] = useState<Product | null>(null);
  const page = usePage();

  const change = (next: Partial<Settings>) => {
    const merged = { ...settings, ...next };
    setSettings(merged);
    localStorage.setItem(settingsKey, JSON.stringify(merged));
  };
  const addToCart = (product: Product, qty = 1) => {
    setCart((lines) => {
      const line = lines.find((l) => l.id === product.id);
      if (line) return lines.map((l) => (l.id === product.id ? { ...l, qty: Math.min(l.stock, l.qty + qty) } : l));
      return [...lines, { ...product, qty }];
    });
    toast(`${product.name} added to the cart`);
  };
  const setQty = (id: number, qty: number) => setCart((lines) => lines.map((l) => (l.id === id ? { ...l, qty } : l)));

  return (
    <StaticStylesThemeRoot target="document" theme={settings.theme} colorMode={settings.colorMode} dir={settings.dir} currency="EUR" themes={brandThemes}>
      <LinkProvider routes={routes}>
        <Toaster />
        <Header
          brandName="Northwind Goods"
          menu={menu}
          cartCount={cart.reduce((count, line) => count + line.qty, 0)}
          drawerExtras={
            <TemplateSettings
              trigger="button"
              themes={['northwind', 'color14']}
              theme={settings.theme}
              onThemeChange={(theme) => change({ theme })}
              colorMode={settings.colorMode}
              onColorModeChange={(colorMode) => change({ colorMode })}
              dir={settings.dir}
              onDirChange={(dir) => change({ dir })}
            />
          }
        />
        <main id="main">
          <Container>
            {page === 'cart' ? (
              <>
                <h1>Your cart</h1>
                <CartTable
                  lines={cart}
                  productHref={(line) => routes.product(line.id)}
                  onIncrement={(id) => setCart((lines) => lines.map((l) => (l.id === id ? { ...l, qty: l.qty + 1 } : l)))}
                  onDecrement={(id) => setCart((lines) => lines.map((l) => (l.id === id ? { ...l, qty: Math.max(1, l.qty - 1) } : l)))}
                  onQuantityChange={setQty}
                  onRemove={(id) => setCart((lines) => lines.filter((l) => l.id !== id))}
                />
              </>
            ) : (
              <>
                <h1>Northwind Goods</h1>
                <ProductGrid products={products} productHref={(product) => routes.product(product.id)} perRow={4} delay={0} onAddToCart={addToCart} onQuickView={setQuickView} />
              </>
            )}
          </Container>
        </main>
        <QuickView product={quickView} onOpenChange={(open) => !open && setQuickView(null)} onAddToCart={(product, qty) => addToCart(product, qty)} />
        <Footer brandName="Northwind Goods" established={2019} links={menu} details={sampleDetails} />
        <TemplateSettings
          dock="wide"
          themes={['northwind', 'color14']}
          theme={settings.theme}
          onThemeChange={(theme) => change({ theme })}
          colorMode={settings.colorMode}
          onColorModeChange={(colorMode) => change({ colorMode })}
          dir={settings.dir}
          onDirChange={(dir) => change({ dir })}
        />
      </LinkProvider>
    </StaticStylesThemeRoot>
  );
}
