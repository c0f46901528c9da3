import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/en';
import { Container } from '../../primitives/Container';
import { Link } from '../../primitives/Link';
import { CoreFeatures } from '../CoreFeatures';
import { DemoGrid, type DemoGridProps } from '../DemoGrid';
import { EmailTemplates } from '../EmailTemplates';
import { LandingFeatures } from '../LandingFeatures';
import { LandingFooter } from '../LandingFooter';
import { LandingHero } from '../LandingHero';
import { LayoutTabs } from '../LayoutTabs';

export interface LandingPageProps extends HTMLAttributes<HTMLElement> {
  brand?: string;
  /** Pictures of the demo homes. */
  demoImages?: DemoGridProps['images'];
  /** The copyright year; the current year by default. */
  year?: number;
}

/** The in-page sections the landing header links to, in the spec's order. */
export const landingSections: readonly { id: string; labelId: MessageId }[] = [
  { id: 'home', labelId: 'landing.home' },
  { id: 'features', labelId: 'landing.features' },
  { id: 'demo', labelId: 'landing.demo' },
  { id: 'email-templates', labelId: 'landing.emailTemplates' },
  { id: 'core-features', labelId: 'landing.coreFeatures' },
];

const Top = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: var(--z-header);
  background: var(--surface);
  border-block-end: 1px solid var(--border);
  > div { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--space-3); padding-block: var(--space-3); }
  ul { display: flex; flex-wrap: wrap; gap: var(--space-2) var(--space-4); margin: 0; padding: 0; list-style: none; }
  a { color: var(--text); font-weight: 600; text-decoration: none; }
  a:hover { color: var(--accent-11); text-decoration: underline; }
  a[data-logo] { color: var(--accent-11); font-size: var(--font-size-5); font-weight: 800; }
`;

/**
 * The theme's marketing page (/landing): header, hero, features, demos, layouts, e-mails, core
 * features, footer. Its attributes (className, id, data-*) go to its `<main>`.
 */
export function LandingPage({ brand = 'Night Suits', demoImages, year, ...rest }: LandingPageProps) {
  const t = useT();
  return (
    <>
      <Top>
        <Container>
          <Link href="/" data-logo="">
            {brand}
          </Link>
          <nav aria-label={t('landing.nav')}>
            <ul>
              {landingSections.map((section) => (
                <li key={section.id}>
                  {/* In-page anchors, not routes. */}
                  <a href={`#${section.id}`}>{t(section.labelId)}</a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </Top>
      <main {...rest}>
        <LandingHero brand={brand} />
        <LandingFeatures />
        <DemoGrid images={demoImages} />
        <LayoutTabs />
        <EmailTemplates />
        <CoreFeatures />
      </main>
      <LandingFooter year={year} />
    </>
  );
}
