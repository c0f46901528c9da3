import type { Product } from '@storefront/api-client';
import { type HTMLAttributes, type ReactElement, useState } from 'react';
import { styled } from 'styled-components';
import { Dialog } from '../../primitives/Dialog';
import { ProductGallery } from '../ProductGallery';
import { type ProductChoice, ProductInfo } from '../ProductInfo';
import { openingColor, productPictures } from '../productView';
import { atLeast } from '../../theme/media';

export interface QuickViewProps extends HTMLAttributes<HTMLDivElement> {
  /** The product to show; the dialog is closed while this is null. */
  product: Product | null;
  onOpenChange: (open: boolean) => void;
  /** The product's detail page ('view details'). */
  detailHref?: string;
  /** The colour it opens on when the product comes in it (a list's colour filter); else the first in stock. */
  preferredColor?: string | null;
  /** The size it opens on when the product is sold in it (a list's one size filter). */
  preferredSize?: string | null;
  onAddToCart?: (product: Product, qty: number, choice: ProductChoice) => void;
}

const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  @media ${atLeast('md')} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

/**
 * The product boxes' quick-view modal: gallery, name, price, description, colour and size,
 * quantity with 'InStock' / 'Out of Stock !', add to cart and a link to the details. Focus is
 * trapped inside and returns to the button that opened it. The dialog is labelled by the visible
 * product heading, so a screen reader announces the name once.
 */
export function QuickView({ product, onOpenChange, detailHref, preferredColor, preferredSize, onAddToCart, ...rest }: QuickViewProps) {
  return (
    <Dialog.Root open={product !== null} onOpenChange={onOpenChange}>
      <Dialog.Content size="lg" {...rest}>
        {/* No title of its own: the product name's visible heading is the title, so it is read once. */}
        <Dialog.Header />
        {product && (
          <QuickViewBody key={product.id} product={product} detailHref={detailHref} preferredColor={preferredColor} preferredSize={preferredSize} onAddToCart={onAddToCart} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The product name's heading, made the dialog's title. */
function ProductNameTitle({ children }: { children: ReactElement }) {
  return <Dialog.Title asChild>{children}</Dialog.Title>;
}

function QuickViewBody({ product, detailHref, preferredColor, preferredSize, onAddToCart }: Omit<QuickViewProps, 'product' | 'onOpenChange'> & { product: Product }) {
  const [color, setColor] = useState<string | null>(() => openingColor(product, preferredColor));
  return (
    <Layout>
      <ProductGallery name={product.name} pictures={productPictures(product, color)} />
      <ProductInfo
        product={product}
        color={color}
        onColorChange={setColor}
        openingSize={preferredSize}
        onAddToCart={onAddToCart}
        compact
        detailHref={detailHref}
        headingLevel={2}
        headingWrapper={ProductNameTitle}
      />
    </Layout>
  );
}
