import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { ButtonLink } from '../../primitives/Button';
import { buttonStyles } from '../../primitives/Button/Button';
import { Container } from '../../primitives/Container';

export interface LandingHeroProps extends HTMLAttributes<HTMLElement> {
  /** The brand name in the hero's kicker. */
  brand?: string;
  /** Where 'View demos' leads; the demo section of the same page by default. */
  demoHref?: string;
}

const Hero = styled.section`
  padding-block: var(--space-7);
  background: var(--accent-3);
  color: var(--text);
  > div { display: grid; justify-items: center; gap: var(--space-4); text-align: center; }
  p[data-kicker] { margin: 0; color: var(--accent-11); font-weight: 700; letter-spacing: 0.15em; text-transform: uppercase; }
  h1 { margin: 0; font-size: clamp(2rem, 5vw, 3.5rem); line-height: 1.1; max-inline-size: 18ch; }
  p { margin: 0; max-inline-size: 60ch; font-size: var(--font-size-4); line-height: 1.6; }
`;

/** 'View demos' jumps within the page, so it is a plain anchor with the button look. */
const AnchorButton = styled.a`${buttonStyles}`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-3);
`;

/** The landing page's opening band: what the kit is, with links to the demos and the shop. */
export function LandingHero({ brand = 'Night Suits', demoHref = '#demo', ...rest }: LandingHeroProps) {
  const t = useT();
  return (
    <Hero id="home" aria-labelledby="landing-hero-title" {...rest}>
      <Container>
        <p data-kicker="">{brand}</p>
        <h1 id="landing-hero-title">{t('landing.heroTitle')}</h1>
        <p>{t('landing.heroText')}</p>
        <Actions>
          <AnchorButton href={demoHref} data-size="lg" data-variant="primary">
            {t('landing.heroCta')}
          </AnchorButton>
          <ButtonLink href="/" size="lg" variant="outline">
            {t('landing.heroShop')}
          </ButtonLink>
        </Actions>
      </Container>
    </Hero>
  );
}
