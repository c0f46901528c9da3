import type { Lookbook as LookbookData, LookbookHotspot } from '@storefront/api-client';
import { type CSSProperties, type HTMLAttributes, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Container } from '../../primitives/Container';
import { Link, useRoutes } from '../../primitives/Link';
import { usePriceFormat } from '../../primitives/Price';
import { useThemeState } from '../../theme/ThemeContext';
import { Page } from '../shared/parts';

export interface LookbookProps extends HTMLAttributes<HTMLElement> {
  lookbooks: readonly LookbookData[];
  /** Where a hotspot leads; LinkProvider's `routes.product` by default. */
  productHref?: (productId: number) => string;
}

const Looks = styled.ul`
  display: grid;
  gap: var(--space-6);
  margin: 0;
  padding: 0;
  list-style: none;
  /* A hotspot's card near the picture's edge never widens the page; it may reach into the gutter. */
  overflow-x: clip;
  overflow-clip-margin: var(--space-4);
`;

const Figure = styled.figure`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  figcaption { font-size: var(--font-size-5); font-weight: 700; }
`;

const Picture = styled.div`
  position: relative;
  img { display: block; inline-size: 100%; block-size: auto; border-radius: var(--radius-2); background: var(--surface-2); }
`;

const Spot = styled(Link)`
  position: absolute;
  inset-inline-start: var(--spot-x);
  inset-block-start: var(--spot-y);
  translate: -50% -50%;
  color: var(--text);
  text-decoration: none;
  [dir='rtl'] & { translate: 50% -50%; }
  &:focus-visible { outline: none; }
  &:focus-visible [data-marker] { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
  &[data-open] [data-card] { opacity: 1; scale: 1; pointer-events: auto; }
`;

const Marker = styled.span`
  display: grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  border: 3px solid var(--surface);
  border-radius: var(--radius-full);
  background: var(--accent-9);
  color: var(--accent-contrast);
  font-size: 1.25rem;
  font-weight: 700;
  box-shadow: var(--shadow);
`;

const Card = styled.span`
  position: absolute;
  inset-block-start: calc(100% + var(--space-2));
  inset-inline-start: 50%;
  translate: -50% 0;
  [dir='rtl'] & { translate: 50% 0; }
  display: grid;
  gap: var(--space-1);
  inline-size: max-content;
  max-inline-size: min(220px, 60vw);
  padding: var(--space-3);
  border-radius: var(--radius-2);
  background: var(--surface-raised);
  color: var(--text);
  box-shadow: var(--shadow);
  opacity: 0;
  scale: 0.95;
  pointer-events: none;
  transition: opacity var(--duration-fast), scale var(--duration-fast);
  z-index: 1;
  strong { font-size: var(--font-size-3); }
  [data-price] { color: var(--accent-11); font-weight: 700; }
  [data-view] { color: var(--accent-11); font-size: var(--font-size-2); text-decoration: underline; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

/**
 * Keeps a hotspot on its product whatever the reading direction: the picture is not mirrored,
 * so in RTL the inline-start offset is measured from the other edge.
 */
export function hotspotOffset(spot: Pick<LookbookHotspot, 'x' | 'y'>, dir: 'ltr' | 'rtl'): { inlineStart: number; blockStart: number } {
  return { inlineStart: dir === 'rtl' ? 100 - spot.x : spot.x, blockStart: spot.y };
}

interface HotspotProps {
  spot: LookbookHotspot;
  dir: 'ltr' | 'rtl';
  href: string;
}

/** One hotspot: a link whose card opens while the pointer is over it or it has the focus. */
function Hotspot({ spot, dir, href }: HotspotProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const offset = hotspotOffset(spot, dir);
  const price = usePriceFormat()(spot.price);
  return (
    <Spot
      href={href}
      style={{ '--spot-x': `${offset.inlineStart}%`, '--spot-y': `${offset.blockStart}%` } as CSSProperties}
      data-hotspot=""
      data-open={open ? '' : undefined}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <Marker data-marker="" aria-hidden="true">
        +
      </Marker>
      <Card data-card="">
        {/* The spaces keep the words apart in the link's accessible name. */}
        <strong>{spot.name}</strong> <span data-price="">{price}</span> <span data-view="">{t('lookbook.viewProduct')}</span>
      </Card>
    </Spot>
  );
}

/** The lookbook: pictures whose hotspots show a product's name, price and link on hover and on keyboard focus. */
export function Lookbook({ lookbooks, productHref, ...rest }: LookbookProps) {
  const t = useT();
  const routes = useRoutes();
  const { dir } = useThemeState();
  return (
    <Container {...rest}>
      <Page aria-labelledby="lookbook-title">
        <h1 id="lookbook-title">{t('lookbook.title')}</h1>
        <Looks>
          {lookbooks.map((look) => (
            <li key={look.id}>
              <Figure>
                <Picture>
                  <img src={look.image} alt="" width={1200} height={800} loading="lazy" decoding="async" />
                  {look.hotspots.map((spot) => (
                    <Hotspot
                      key={`${spot.product_id}-${spot.x}-${spot.y}`}
                      spot={spot}
                      dir={dir}
                      href={(productHref ?? routes.product)(spot.product_id)}
                    />
                  ))}
                </Picture>
                <figcaption>{look.title}</figcaption>
              </Figure>
            </li>
          ))}
        </Looks>
      </Page>
    </Container>
  );
}
