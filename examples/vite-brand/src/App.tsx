import { cartLineKey, type Product } from '@storefront/api-client';
import {
  CartTable,
  type CartTableLine,
  type ColorMode,
  Container,
  type Direction,
  Footer,
  Header,
  LinkProvider,
  type MenuItem,
  ProductGrid,
  QuickView,
  StaticStylesThemeRoot,
  TemplateSettings,
  type ThemeName,
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
  // A cart line is a product in one variant (size and colour), named by cartLineKey.
  const addToCart = (product: Product, qty: number, sku: string | null) => {
    const variant = product.variants.find((v) => v.sku === sku);
    const stock = variant?.stock ?? product.stock;
    setCart((lines) => {
      const key = cartLineKey({ id: product.id, sku });
      if (lines.some((l) => cartLineKey(l) === key)) return lines.map((l) => (cartLineKey(l) === key ? { ...l, qty: Math.min(stock, l.qty + qty) } : l));
      return [...lines, { ...product, sku, qty }];
    });
    setQuickView(null);
    toast(`${product.name} added to the cart`);
  };
  // The settings panel offers the brand's theme and one built-in; in the drawer under 1200px, docked above.
  const settingsPanel = {
    themes: ['northwind', 'color14'] as const,
    theme: settings.theme,
    onThemeChange: (theme: ThemeName) => change({ theme }),
    colorMode: settings.colorMode,
    onColorModeChange: (colorMode: ColorMode) => change({ colorMode }),
    dir: settings.dir,
    onDirChange: (dir: Direction) => change({ dir }),
  };
  const updateLine = (key: string, change: (qty: number) => number) =>
    setCart((lines) => lines.map((l) => (cartLineKey(l) === key ? { ...l, qty: change(l.qty) } : l)));

  return (
    <StaticStylesThemeRoot target="document" theme={settings.theme} colorMode={settings.colorMode} dir={settings.dir} currency="EUR" themes={brandThemes}>
      <LinkProvider routes={routes}>
        <Toaster />
        <Header
          brandName="Northwind Goods"
          menu={menu}
          cartCount={cart.reduce((count, line) => count + line.qty, 0)}
          drawerExtras={<TemplateSettings trigger="button" {...settingsPanel} />}
        />
        <main id="main">
          <Container>
            {page === 'cart' ? (
              <>
                <h1>Your cart</h1>
                <CartTable
                  lines={cart}
                  productHref={(line) => routes.product(line.id)}
                  onIncrement={(key) => updateLine(key, (qty) => qty + 1)}
                  onDecrement={(key) => updateLine(key, (qty) => Math.max(1, qty - 1))}
                  onQuantityChange={(key, qty) => updateLine(key, () => qty)}
                  onRemove={(key) => setCart((lines) => lines.filter((l) => cartLineKey(l) !== key))}
                />
              </>
            ) : (
              <>
                <h1>Northwind Goods</h1>
                <ProductGrid products={products} productHref={(product) => routes.product(product.id)} perRow={4} delay={0} onAddToCart={(product) => addToCart(product, 1, product.variants[0]?.sku ?? null)} onQuickView={setQuickView} />
              </>
            )}
          </Container>
        </main>
        <QuickView product={quickView} onOpenChange={(open) => !open && setQuickView(null)} onAddToCart={(product, qty, choice) => addToCart(product, qty, choice.sku)} />
        <Footer brandName="Northwind Goods" established={2019} links={menu} details={sampleDetails} />
        <TemplateSettings dock="wide" {...settingsPanel} />
      </LinkProvider>
    </StaticStylesThemeRoot>
  );
}
