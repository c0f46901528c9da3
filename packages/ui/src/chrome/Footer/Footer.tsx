import type { Details } from '@storefront/api-client';
import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Link } from '../../primitives/Link';
import { DEFAULT_BRAND, type MenuItem, menuLinks } from '../menu';

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** The sitemap's links: usually the header's menu (a group's links are listed in its place). */
  links: readonly MenuItem[];
  /** The shop's address and e-mail; omitted while they load. */
  details?: Details | undefined;
  /** Where the newsletter form goes. */
  newsletter?: ReactNode;
  /** The shop's name, in the copyright line. */
  brandName?: string;
  /** The year the shop was founded ('Established in {year}'). */
  established?: number;
}

const Bar = styled.footer`
  margin-block-start: var(--space-7);
  background: var(--surface-2);
  border-block-start: 1px solid var(--border);
  color: var(--text);
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: var(--space-5);
  max-inline-size: var(--container-max);
  margin-inline: auto;
  padding: var(--space-6) var(--space-4);
  h2 { font-size: 1rem; margin-block: 0 var(--space-3); }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-1); }
  a { color: var(--text); }
  a:hover { color: var(--accent-11); }
  dl { margin: 0; display: grid; gap: var(--space-1); }
  dt { font-weight: 600; }
  dd { margin: 0 0 var(--space-2); color: var(--text-muted); }
`;

const Bottom = styled.p`
  margin: 0;
  padding: var(--space-3) var(--space-4);
  text-align: center;
  color: var(--text-muted);
  border-block-start: 1px solid var(--border);
`;

/** The shop's footer: the sitemap (the menu's links), the shop's address and e-mail, a newsletter slot. */
export function Footer({ links, details, newsletter, brandName = DEFAULT_BRAND.name, established = DEFAULT_BRAND.established, ...rest }: FooterProps) {
  const t = useT();
  const sitemap = menuLinks(links);
  return (
    <Bar {...rest}>
      <Columns>
        <section aria-labelledby="footer-sitemap">
          <h2 id="footer-sitemap">{t('footer.sitemap')}</h2>
          <ul>
            {sitemap.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contactUs')}</h2>
          {details && (
            <dl>
              <dt>{t('footer.address')}</dt>
              {/* bdi isolates the shop's data from the page direction: an LTR address keeps its leading house number first in RTL. */}
              <dd>
                <bdi>{details.address}</bdi>
              </dd>
              <dt>{t('footer.email')}</dt>
              <dd>
                <a href={`mailto:${details.email}`}>
                  <bdi>{details.email}</bdi>
                </a>
              </dd>
            </dl>
          )}
          <p>{t('footer.established', { year: established })}</p>
        </section>
        {newsletter && (
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter">{t('footer.newsletter')}</h2>
            {newsletter}
          </section>
        )}
      </Columns>
      <Bottom>{t('footer.copyright', { year: new Date().getFullYear(), brand: brandName })}</Bottom>
    </Bar>
  );
}
