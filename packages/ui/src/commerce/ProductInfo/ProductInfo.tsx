import { colorAvailable, type Product, resolveChoice, sizeAvailable, sizesOf } from '@storefront/api-client';
import { type ComponentType, type HTMLAttributes, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { ColorSwatch } from '../../primitives/ColorSwatch';
import { ErrorMessage } from '../../shared/Field';
import { Link } from '../../primitives/Link';
import { Price } from '../../primitives/Price';
import { QuantityStepper } from '../../primitives/QuantityStepper';
import { Radio, RadioGroup } from '../../primitives/Radio';
import { Rating } from '../../primitives/Rating';
import { ProductDescription } from '../ProductDescription';
import { colourName, openingColor, priceOf, productColors } from '../productView';
import { useSwatchColor } from '../swatchColors';
import { useProductQuantity } from '../useProductQuantity';
import { Countdown } from './Countdown';
import { atLeast, narrowerThan } from '../../theme/media';

/** What the shopper chose besides the quantity: the size, the colour and the variant they make. */
export interface ProductChoice {
  color: string | null;
  size: string | null;
  /** The chosen variant's SKU; null only for a product without variants (data from before them). */
  sku: string | null;
}

export interface ProductInfoProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  product: Product;
  /** The chosen colour (controlled, so the gallery can follow it); internal when omitted. */
  color?: string | null;
  onColorChange?: (color: string) => void;
  /** The size chosen when it opens (a list narrowed to one size), when the product is sold in it. */
  openingSize?: string | null;
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
  /** Wraps the product name's heading, e.g. in `Dialog.Title asChild` so the quick view is labelled by it. */
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
  /* Narrower than lg (a phone's page, or a tablet's half of one): name, price, colour, size and the
     buttons first, the description after. */
  @media ${narrowerThan('lg')} {
    > [data-later] { order: 1; }
    > [data-last] { order: 2; }
  }
  @media ${narrowerThan('md')} {
    gap: var(--space-3);
    h1, h2 { font-size: var(--font-size-4); }
    /* The stepper keeps its name for screen readers; the visible word goes to save a line. */
    [data-quantity] > div > span:first-child {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

/** Add to cart at the foot of the screen once the page's own button has scrolled away (narrower than lg). */
const StickyBar = styled.div`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-2) var(--space-4);
  background: var(--surface-raised);
  box-shadow: var(--shadow);
  border-block-start: 1px solid var(--border);
  color: var(--text);
  [data-name] { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
  > div { min-inline-size: 0; display: grid; }
  @media ${atLeast('lg')} { display: none; }
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
  [data-colour-name] { margin: 0; color: var(--text-muted); }
`;

const SizeLabel = styled.span`
  &[data-sold-out] { text-decoration: line-through; color: var(--text-muted); }
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
  openingSize,
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
  ...rest
}: ProductInfoProps) {
  const t = useT();
  const swatch = useSwatchColor();
  const colors = productColors(product);
  const sizes = sizesOf(product);
  const [ownColor, setOwnColor] = useState<string | null>(() => openingColor(product));
  const color = colorProp === undefined ? ownColor : colorProp;
  // No size is chosen for the shopper when there is a choice, unless they narrowed a list to it; a lone size is.
  const [chosenSize, setSize] = useState<string | null>(() =>
    openingSize && sizes.includes(openingSize) ? openingSize : sizes.length === 1 ? (sizes[0] as string) : null,
  );
  // A size sold out in the colour now shown is no longer chosen.
  const size = chosenSize !== null && sizeAvailable(product, chosenSize, color) ? chosenSize : null;
  const [missing, setMissing] = useState<'size' | 'color' | null>(null);
  const resolved = resolveChoice(product, size, color);
  const variant = resolved.kind === 'chosen' ? resolved.variant : undefined;
  const soldOut = product.stock < 1;
  // The limit is the chosen variant's stock; until one is chosen, the most any size of the colour has.
  const limit = variant
    ? variant.stock
    : Math.max(0, ...product.variants.filter((v) => color === null || v.color === color).map((v) => v.stock), product.variants.length === 0 ? product.stock : 0);
  const quantity = useProductQuantity(limit);
  const { qty, onChange: setQty } = quantity;
  useEffect(() => {
    if (limit >= 1 && qty > limit) setQty(limit);
  }, [limit, qty, setQty]);
  const sizeName = useId();
  const colorLabel = useId();
  const colorError = useId();
  const sizeGroup = useRef<HTMLDivElement>(null);
  const swatchGroup = useRef<HTMLDivElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  // Whether the page's buttons have scrolled up out of sight: then the sticky bar offers add to cart.
  const [buttonsGone, setButtonsGone] = useState(false);
  useEffect(() => {
    const row = buttons.current;
    if (compact || !row || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setButtonsGone(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [compact]);
  const Heading = `h${headingLevel}` as const;

  const chooseColor = (next: string) => {
    setOwnColor(next);
    onColorChange?.(next);
    if (missing === 'color') setMissing(null);
  };
  const chooseSize = (next: string) => {
    setSize(next);
    if (missing === 'size') setMissing(null);
  };

  /** The choice to add, or null after pointing the shopper at what is still to choose. */
  const completeChoice = (): ProductChoice | null => {
    if (product.variants.length === 0) return { color, size: chosenSize ?? sizes[0] ?? null, sku: null };
    if (resolved.kind === 'chosen') return { color: resolved.variant.color, size: resolved.variant.size, sku: resolved.variant.sku };
    const option = resolved.kind === 'missing' ? resolved.option : 'size';
    setMissing(option);
    const group = option === 'size' ? sizeGroup.current : swatchGroup.current;
    group?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)')?.focus();
    return null;
  };
  const add = (action: ((product: Product, qty: number, choice: ProductChoice) => void) | undefined) => {
    const choice = completeChoice();
    if (choice && action) action(product, Math.min(quantity.qty, Math.max(1, limit)), choice);
  };

  return (
    <Root data-compact={compact ? '' : undefined} {...rest}>
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
          <div ref={swatchGroup} role="group" aria-labelledby={colorLabel} aria-describedby={missing === 'color' ? colorError : undefined}>
            {colors.map((c) => {
              const available = colorAvailable(product, c, null);
              return (
                <ColorSwatch
                  key={c}
                  color={swatch(c)}
                  label={available ? colourName(t, c) : t('product.colourSoldOut', { color: colourName(t, c) })}
                  selected={c === color}
                  disabled={!available}
                  onClick={() => chooseColor(c)}
                />
              );
            })}
          </div>
          {color && (
            <p data-colour-name="">
              {t('product.colourChosen', { color: colourName(t, color) })}
            </p>
          )}
          {missing === 'color' && (
            <ErrorMessage id={colorError}>{t('product.chooseColour')}</ErrorMessage>
          )}
        </Swatches>
      )}
      <hr data-later="" />
      <div data-later="">
        <ProductDescription html={compact ? product.shortDetails || product.description : product.description} clampLines={compact ? 4 : undefined} />
      </div>
      {sizes.length > 0 && (
        <div ref={sizeGroup}>
          <RadioGroup legend={t('product.size')} inline error={missing === 'size' ? t('product.chooseSize') : undefined}>
            {sizes.map((s) => {
              const available = sizeAvailable(product, s, color);
              return (
                <Radio
                  key={s}
                  name={sizeName}
                  value={s}
                  label={
                    available ? (
                      s
                    ) : (
                      <SizeLabel data-sold-out="">
                        <span aria-hidden="true">{s}</span>
                        <span className="sf-visually-hidden">{t('product.sizeSoldOut', { size: s })}</span>
                      </SizeLabel>
                    )
                  }
                  checked={s === size}
                  disabled={!available}
                  onChange={() => chooseSize(s)}
                />
              );
            })}
          </RadioGroup>
        </div>
      )}
      <Row data-quantity="">
        <QuantityStepper
          value={quantity.qty}
          onChange={quantity.onChange}
          onLimit={quantity.onLimit}
          max={Math.max(1, limit)}
          label={t('product.quantity')}
          showLabel
          disabled={soldOut}
        />
        <Stock role="status" data-out={quantity.outOfStock || soldOut ? '' : undefined}>
          {quantity.outOfStock || soldOut ? t('product.outOfStock') : t('product.inStock')}
        </Stock>
      </Row>
      <Row ref={buttons}>
        {onAddToCart && (
          <Button startIcon={undefined} onClick={() => add(onAddToCart)} disabled={soldOut}>
            {t('product.addToCart')}
          </Button>
        )}
        {onBuyNow && !compact && (
          <Button variant="outline" onClick={() => add(onBuyNow)} disabled={soldOut}>
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
          <hr data-last="" />
          <dl aria-label={t('product.details')} data-last="">
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
            <Downloads data-last="">
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
          {countdownEndsAt !== undefined && (
            <div data-last="">
              <Countdown endsAt={countdownEndsAt} now={now} />
            </div>
          )}
        </>
      )}
      {buttonsGone && onAddToCart && (
        <StickyBar data-sticky-add="">
          <div>
            <span data-name="">{product.name}</span>
            <Price {...priceOf(product)} />
          </div>
          <Button onClick={() => add(onAddToCart)} disabled={soldOut}>
            {t('product.addToCart')}
            <span className="sf-visually-hidden"> – {product.name}</span>
          </Button>
        </StickyBar>
      )}
    </Root>
  );
}
