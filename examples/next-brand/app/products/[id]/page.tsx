import { payablePrice } from '@storefront/api-client';
import { Container, Price } from '@storefront/ui';
import { sampleProducts } from '@storefront/ui/sample-data';
import { notFound } from 'next/navigation';
import { ShopHeader } from '../../ShopHeader';

const products = sampleProducts(6);

export function generateStaticParams() {
  return products.map((product) => ({ id: String(product.id) }));
}

/**
 * A product's page, rendered on the server from the same sample data as the grid. Functions of
 * '@storefront/ui' are client code even when pure: the price rule comes from the api-client.
 */
export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const product = products.find((p) => String(p.id) === id);
  if (!product) notFound();
  return (
    <>
      <ShopHeader />
      <main id="main">
        <Container>
          <h1>{product.name}</h1>
          <p>
            <Price amount={payablePrice(product)} original={product.price} size="lg" />
          </p>
          <p>{product.shortDetails}</p>
        </Container>
      </main>
    </>
  );
}
