import { type HTMLAttributes, version } from 'react';
import type { Banner } from '@storefront/api-client';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { ButtonLink } from '../../primitives/Button';
import { Carousel } from '../../primitives/Carousel';
import { Skeleton } from '../../primitives/Skeleton';

/** The attribute's prop name: React 19 knows `fetchPriority`; React 18 passes the attribute as written. */
const FETCH_PRIORITY = version.startsWith('18.') ? 'fetchpriority' : 'fetchPriority';

export interface BannerSliderProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  banners: readonly Banner[];
  /** Milliseconds between banners; the spec's 5 s by default, 0 to stop. */
  interval?: number;
  loading?: boolean;
}

/** The home banner advances every 5 s, as the spec has it. */
export const BANNER_INTERVAL_MS = 5_000;

const Slide = styled.div`
  position: relative;
  display: grid;
  align-items: center;
  min-block-size: clamp(240px, 45vw, 520px);
  overflow: hidden;
  border-radius: var(--radius-2);
  background: var(--surface-2);
  img { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; object-fit: cover; }
  div {
    position: relative;
    display: grid;
    gap: var(--space-3);
    justify-items: start;
    max-inline-size: 32rem;
    /* A gutter on both sides: on a phone the card is narrower than 32rem and would touch the edge. */
    margin-inline: clamp(16px, 6vw, 96px);
    padding: var(--space-5);
    border-radius: var(--radius-2);
    background: var(--surface-raised);
    color: var(--text);
  }
  h2 { margin: 0; font-size: var(--font-size-6); line-height: 1.1; }
  /* The picture is not mirrored in right-to-left (it may hold text), and its artwork sits on the
     right: the card stays on the left, on the picture's free side, in both directions. */
  [dir='rtl'] & > div { justify-self: end; }
`;

/** The home page's banners: one per view, looping, advancing every 5 s (paused on hover and for reduced motion). */
export function BannerSlider({ banners, interval = BANNER_INTERVAL_MS, loading = false, ...rest }: BannerSliderProps) {
  const t = useT();
  if (loading) return <Skeleton shape="rect" height={360} {...rest} />;
  if (banners.length === 0) return null;
  return (
    <Carousel label={t('home.banners')} autoplay={interval || undefined} loop={banners.length > 1} showDots gap="0px" {...rest}>
      {banners.map((banner, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: banners have no id and the same picture may repeat
        <Slide key={`${banner.image_path}-${index}`}>
          {/* The HTML attribute as HTML spells it: React 19 and 18 both pass it through, while React 18
              warns about the camel-case prop, which only React 19 knows. */}
          <img src={banner.image_path} alt="" width={1600} height={600} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" {...(index === 0 ? { [FETCH_PRIORITY]: 'high' } : {})} />
          <div>
            <h2>{banner.title}</h2>
            <ButtonLink href={banner.url}>{t('home.shopNow')}</ButtonLink>
          </div>
        </Slide>
      ))}
    </Carousel>
  );
}
