import { Container, Grid, Price, ProductBox } from '@storefront/ui';
import { sampleProducts } from '@storefront/ui/sample-data';
import { ShopHeader } from './ShopHeader';

/**
 * A server component: the products (here the package's sample data; a store's own API in real
 * life) render on the server into styled HTML. The package's components are client components,
 * so a server component passes them plain data only (no callbacks).
 */
export default function HomePage() {
  const products = sampleProducts(6);
  return (
    <>
      <ShopHeader />
      <main id="main">
        <Container>
          <h1>Harbour Supply</h1>
          <p>
            Everything under <Price amount={50} currency="USD" size="sm" />, shipped from the harbour.
          </p>
          <Grid as="ul" columns={{ base: 2, md: 3 }} gap="lg" aria-label="Products">
            {products.map((product) => (
              <li key={product.id}>
                <ProductBox product={product} href={`/products/${product.id}`} priority={product.id <= 3} />
              </li>
            ))}
          </Grid>
        </Container>
      </main>
    </>
  );
}
