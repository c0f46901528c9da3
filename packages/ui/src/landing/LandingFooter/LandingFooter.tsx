import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { ButtonLink } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { DEFAULT_BRAND } from '../../chrome/menu';

export interface LandingFooterProps extends HTMLAttributes<HTMLElement> {
  /** The year in the copyright line; the current year by default. */
  year?: number;
  /** The shop's name in the copyright line. */
  brandName?: string;
}

const Footer = styled.footer`
  padding-block: var(--space-7);
  background: var(--surface-2);
  color: var(--text);
  > div { display: grid; justify-items: center; gap: var(--space-4); text-align: center; }
  p { margin: 0; max-inline-size: 60ch; line-height: 1.6; }
  small { color: var(--text-muted); }
  a[data-top] { color: var(--accent-11); }
`;

/** The landing page's closing band: a word on the stack, a link into the shop and back to the top. */
export function LandingFooter({ year = new Date().getFullYear(), brandName = DEFAULT_BRAND.name, ...rest }: LandingFooterProps) {
  const t = useT();
  return (
    <Footer {...rest}>
      <Container>
        <p>{t('landing.footerText')}</p>
        <ButtonLink href="/">{t('landing.footerShop')}</ButtonLink>
        {/* An anchor within this page, not a route: a plain link so the browser scrolls to it. */}
        <a href="#home" data-top="">
          {t('landing.backToTop')}
        </a>
        <small>{t('footer.copyright', { year, brand: brandName })}</small>
      </Container>
    </Footer>
  );
}
