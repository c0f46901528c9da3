import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { headingCase } from '../../theme/headingCase';
import { useT } from '../../i18n/I18nProvider';
import { ButtonLink } from '../../primitives/Button';
import { useRoutes } from '../../primitives/Link';
import { containerGutter } from '../../primitives/Container/Container';

export interface PromoBannerProps extends HTMLAttributes<HTMLElement> {
  /** Where 'shop now' leads; LinkProvider's `routes.shop` by default. */
  href?: string;
  /** A background picture (decorative). */
  image?: string;
}

/** The banner card sits in the container, like the sliders around it on the home page. */
const Root = styled.section`
  ${containerGutter}
`;

const Card = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-block-size: 280px;
  overflow: hidden;
  padding: var(--space-6) var(--space-4);
  border-radius: var(--radius-2);
  background: var(--accent-3);
  color: var(--text);
  text-align: center;
  img { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; object-fit: cover; opacity: 0.25; }
  div { position: relative; display: grid; gap: var(--space-3); justify-items: center; }
  p { margin: 0; color: var(--accent-11); font-weight: 700; text-transform: uppercase; letter-spacing: 0.1em; }
  h2 { margin: 0; font-size: var(--font-size-6); }
  ${headingCase(['h2'])}
`;

/** The home page's promotional banner: '2020 fashion trends special offer'. */
export function PromoBanner({ href, image, ...rest }: PromoBannerProps) {
  const t = useT();
  const routes = useRoutes();
  return (
    <Root aria-labelledby="promo-banner-title" {...rest}>
      <Card>
        {image && <img src={image} alt="" loading="lazy" decoding="async" width={1600} height={600} />}
        <div>
          <p>{t('home.promoSubtitle')}</p>
          <h2 id="promo-banner-title">{t('home.promoTitle')}</h2>
          <ButtonLink href={href ?? routes.shop}>{t('home.shopNow')}</ButtonLink>
        </div>
      </Card>
    </Root>
  );
}
