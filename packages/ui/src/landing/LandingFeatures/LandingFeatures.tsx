import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { FeatureItem, FeatureList } from '../../content/shared/parts';
import { useT } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/en';
import { Container } from '../../primitives/Container';
import { Band } from '../shared';

const features: readonly (readonly [title: MessageId, text: MessageId])[] = [
  ['landing.feature1Title', 'landing.feature1'],
  ['landing.feature2Title', 'landing.feature2'],
  ['landing.feature3Title', 'landing.feature3'],
  ['landing.feature4Title', 'landing.feature4'],
];

const Features = styled(FeatureList)`
  > li { background: var(--surface); }
`;

/** The landing page's four headline features. */
/** The attributes of its root element. */
export type LandingFeaturesProps = HTMLAttributes<HTMLElement>;

export function LandingFeatures(props: LandingFeaturesProps) {
  const t = useT();
  return (
    <Band id="features" data-tone="muted" aria-labelledby="landing-features-title" {...props}>
      <Container>
        <h2 id="landing-features-title">{t('landing.featuresTitle')}</h2>
        <Features>
          {features.map(([title, text]) => (
            <FeatureItem key={title} title={t(title)}>
              {t(text)}
            </FeatureItem>
          ))}
        </Features>
      </Container>
    </Band>
  );
}
