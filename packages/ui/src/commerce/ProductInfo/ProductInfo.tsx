import type { Product } from '@storefront/api-client';
import { type ComponentType, type ReactElement, useId, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { ColorSwatch } from '../../primitives/ColorSwatch';
import { Link } from '../../primitives/Link';
import { Price } from '../../primitives/Price';
import { QuantityStepper } from '../../primitives/QuantityStepper';
import { Radio, RadioGroup } from '../../primitives/Radio';
import { Rating } from '../../primitives/Rating';
import { ProductDescription } from '../ProductDescription';
import { colourName, priceOf, productColors } from '../productView';
import { useProductQuantity } from '../useProductQuantity';
import { Countdown } from './Countdown';

/** What the shopper chose besides the quantity. */
export interface ProductChoice {
  color: string | null;
  size: string | null;
}

export interface ProductInfoProps {
  product: Product;
  /** The chosen colour (controlled, so the gallery can follow it); internal when omitted. */
  color?: string | null;
  onColorChange?: (color: string) => void;
  onAddToCart?: (product: Product, qty: number, choice: ProductChoice) => void;
  /** 'Buy now': the store adds to cart and goes to /checkout. */
  onBuyNow?: (product: Product, qty: number, choice: ProductChoice) => void;
  /** `{api}/pdf/{id}` and `{api}/zip/{id}`: opened in a new tab. */
  catalogUrl?: string;
  catalogImagesUrl?: string;
  /** When the demo offer countdown ends (ms); hidden when omitted. */
  countdownEndsAt?: number;
  /** A fixed "now" for the countdown (stories, tests). */
  now?: number;
  /** The quick view's short form: no details list, downloads or countdown; a link to the details. */
  compact?: boolean;
  /** The product page, linked from the compact form. */
  detailHref?: string;
  headingLevel?: 1 | 2;
  /** Wraps the product name's heading, e.g. in `DialogTitle` so the quick view is labelled by it. */
  headingWrapper?: ComponentType<{ children: ReactElement }>;
}

const Root = styled.div`
  display: grid;
  gap: var(--space-4);
  align-content: start;
  color: var(--text);
  h1, h2 { margin: 0; font-size: var(--font-size-5); }
  hr { inline-size: 100%; margin: 0; border: 0; border-block-start: 1px solid var(--border); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: var(--space-1) var(--space-4); margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; color: var(--text-muted); }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
`;

const Swatches = styled.div`
  display: grid;
  gap: var(--space-2);
  > span { font-weight: 600; }
  > div { display: flex; flex-wrap: wrap; gap: var(--space-2); }
`;

const Stock = styled.p`
  margin: 0;
  font-weight: 700;
  color: var(--success);
  &[data-out] { color: var(--danger); }
`;

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);
  a { color: var(--accent-11); font-weight: 600; }
`;

/**
 * The product page's right panel: name, price, rating, colour variants, description, size, the
 * quantity with 'InStock' / 'Out of Stock !', buy now and add to cart, details, catalogue downloads,
 * the countdown, fabric and availability. `compact` is the quick view's shorter form.
 */
export function ProductInfo({
  product,
  color: colorProp,
  onColorChange,
  onAddToCart,
  onBuyNow,
  catalogUrl,
  catalogImagesUrl,
  countdownEndsAt,
  now,
  compact = false,
  detailHref,
  headingLevel = 1,
  headingWrapper: HeadingWrapper,
}: ProductInfoProps) {
  const t = useT();
  const colors = productColors(product);
  const [ownColor, setOwnColor] = useState<string | null>(colors[0] ?? null);
  const color = colorProp === undefined ? ownColor : colorProp;
  const [size, setSize] = useState<string | null>(product.size[0] ?? null);
  const quantity = useProductQuantity(product.stock);
  const sizeName = useId();
  const colorLabel = useId();
  const Heading = `h${headingLevel}` as const;
  const choice = { color, size };
  const soldOut = product.stock < 1;

  const chooseColor = (next: string) => {
    setOwnColor(next);
    onColorChange?.(next);
  };

  return (
    <Root data-compact={compact ? '' : undefined}>
      {HeadingWrapper ? (
        <HeadingWrapper>
          <Heading>{product.name}</Heading>
        </HeadingWrapper>
      ) : (
        <Heading>{product.name}</Heading>
      )}
      {product.rating !== null && <Rating value={product.rating} />}
      <Price {...priceOf(product)} size="lg" />
      {colors.length > 0 && (
        <Swatches>
          <span id={colorLabel}>{t('product.colour')}</span>
          <div role="group" aria-labelledby={colorLabel}>
            {colors.map((c) => (
              <ColorSwatch key={c} color={c} label={colourName(t, c)} selected={c === color} onClick={() => chooseColor(c)} />
            ))}
          </div>
        </Swatches>
      )}
      <hr />
      <ProductDescription html={compact ? product.shortDetails || product.description : product.description} clampLines={compact ? 4 : undefined} />
      {product.size.length > 0 && (
        <RadioGroup legend={t('product.size')} inline>
          {product.size.map((s) => (
            <Radio key={s} name={sizeName} value={s} label={s} checked={s === size} onChange={() => setSize(s)} />
          ))}
        </RadioGroup>
      )}
      <Row>
        <QuantityStepper
          value={quantity.qty}
          onChange={quantity.onChange}
          onLimit={quantity.onLimit}
          max={Math.max(1, product.stock)}
          label={t('product.quantity')}
          showLabel
          disabled={soldOut}
        />
        <Stock role="status" data-out={quantity.outOfStock || soldOut ? '' : undefined}>
          {quantity.outOfStock || soldOut ? t('product.outOfStock') : t('product.inStock')}
        </Stock>
      </Row>
      <Row>
        {onAddToCart && (
          <Button startIcon={undefined} onClick={() => onAddToCart(product, quantity.qty, choice)} disabled={soldOut}>
            {t('product.addToCart')}
          </Button>
        )}
        {onBuyNow && !compact && (
          <Button variant="outline" onClick={() => onBuyNow(product, quantity.qty, choice)} disabled={soldOut}>
            {t('product.buyNow')}
          </Button>
        )}
        {compact && detailHref && (
          <Link href={detailHref} style={{ color: 'var(--accent-11)', fontWeight: 600 }}>
            {t('product.viewDetails')}
          </Link>
        )}
      </Row>
      {!compact && (
        <>
          <hr />
          <dl aria-label={t('product.details')}>
            <dt>{t('product.type')}</dt>
            <dd>{product.type || '—'}</dd>
            <dt>{t('product.designNo')}</dt>
            <dd>
              <bdi>{product.design_no || '—'}</bdi>
            </dd>
            <dt>{t('product.fabric')}</dt>
            <dd>{t('product.fabricValue')}</dd>
            <dt>{t('product.availability')}</dt>
            <dd>{soldOut ? t('product.outOfStock') : t('product.inStock')}</dd>
          </dl>
          {(catalogUrl || catalogImagesUrl) && (
            <Downloads>
              {catalogUrl && (
                <a href={catalogUrl} target="_blank" rel="noopener noreferrer">
                  {t('product.downloadCatalog')} <span className="sf-visually-hidden">{t('product.newTab')}</span>
                </a>
              )}
              {catalogImagesUrl && (
                <a href={catalogImagesUrl} target="_blank" rel="noopener noreferrer">
                  {t('product.downloadCatalogImages')} <span className="sf-visually-hidden">{t('product.newTab')}</span>
                </a>
              )}
            </Downloads>
          )}
          {countdownEndsAt !== undefined && <Countdown endsAt={countdownEndsAt} now={now} />}
        </>
      )}
    </Root>
  );
}
