import type { HTMLAttributes } from 'react';
import { useT } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/en';
import { Container } from '../../primitives/Container';
import { Link } from '../../primitives/Link';
import { Tabs } from '../../primitives/Tabs';
import { blogPages, demoHomes, type LandingLink, landingProductLayoutLinks, otherPages, shopLayouts } from '../routes';
import { Band, LinkPills } from '../shared';

/** The tabs in the spec's order, each with the pages it lists. */
export const layoutTabs: readonly { value: string; labelId: MessageId; links: readonly LandingLink[] }[] = [
  { value: 'home', labelId: 'landing.tab.home', links: demoHomes },
  { value: 'product', labelId: 'landing.tab.product', links: landingProductLayoutLinks },
  { value: 'shop', labelId: 'landing.tab.shop', links: shopLayouts },
  { value: 'other', labelId: 'landing.tab.other', links: otherPages },
  { value: 'blog', labelId: 'landing.tab.blog', links: blogPages },
];

export interface LayoutTabsProps extends HTMLAttributes<HTMLElement> {
  /** The tab open at first; Home by default. */
  defaultTab?: 'home' | 'product' | 'shop' | 'other' | 'blog';
}

/** Tabs Home / Product / Shop / Other / Blog listing the demo layouts, each a link to a real route. */
export function LayoutTabs({ defaultTab = 'home', ...rest }: LayoutTabsProps) {
  const t = useT();
  const items = layoutTabs.map((tab) => ({
    value: tab.value,
    label: t(tab.labelId),
    content: (
      <LinkPills>
        {tab.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} data-landing-link="">
              {t(link.labelId)}
              {/* A path reads left to right; <bdi> keeps it so while the line follows the page. */}
              <small>
                <bdi dir="ltr">{link.href}</bdi>
              </small>
            </Link>
          </li>
        ))}
      </LinkPills>
    ),
  }));
  return (
    <Band id="layouts" data-tone="muted" aria-labelledby="landing-layouts-title" {...rest}>
      <Container>
        <h2 id="landing-layouts-title">{t('landing.layoutsTitle')}</h2>
        <Tabs items={items} label={t('landing.layoutsLabel')} defaultValue={defaultTab} variant="pills" />
      </Container>
    </Band>
  );
}
