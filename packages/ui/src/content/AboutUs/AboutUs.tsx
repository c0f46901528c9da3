import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Container } from '../../primitives/Container';
import { FeatureItem, FeatureList, Lead, Page, Prose } from '../shared/parts';

const Picture = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  border-radius: var(--radius-2);
  background: var(--surface-2);
`;

export interface AboutUsProps extends HTMLAttributes<HTMLElement> {
  /** A picture of the workshop or the team, shown beside the story. */
  image?: string;
}

/** The About Us page: the brand's story since 2012 and what it cares about. */
export function AboutUs({ image, ...rest }: AboutUsProps) {
  const t = useT();
  return (
    <Container {...rest}>
      <Page aria-labelledby="about-title">
        <h1 id="about-title">{t('about.title')}</h1>
        <Lead>{t('about.lead')}</Lead>
        {image && <Picture src={image} alt="" width={1200} height={500} decoding="async" />}
        <Prose>
          <p>{t('about.story')}</p>
          <p>{t('about.today')}</p>
          <p>{t('about.promise')}</p>
        </Prose>
        <h2>{t('about.valuesTitle')}</h2>
        <FeatureList>
          <FeatureItem title={t('about.value1Title')}>{t('about.value1')}</FeatureItem>
          <FeatureItem title={t('about.value2Title')}>{t('about.value2')}</FeatureItem>
          <FeatureItem title={t('about.value3Title')}>{t('about.value3')}</FeatureItem>
        </FeatureList>
      </Page>
    </Container>
  );
}
