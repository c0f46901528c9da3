import type { HTMLAttributes } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Container } from '../../primitives/Container';
import { FeatureItem, FeatureList, Lead, Page, Prose } from '../shared/parts';

/** The Quality page: how fabrics and garments are checked, step by step. */
/** The attributes of its root element. */
export type QualityProps = HTMLAttributes<HTMLElement>;

export function Quality(props: QualityProps) {
  const t = useT();
  return (
    <Container {...props}>
      <Page aria-labelledby="quality-title">
        <h1 id="quality-title">{t('quality.title')}</h1>
        <Lead>{t('quality.lead')}</Lead>
        <Prose>
          <p>{t('quality.intro')}</p>
        </Prose>
        <FeatureList as="ol">
          <FeatureItem headingLevel={2} title={t('quality.step1Title')}>{t('quality.step1')}</FeatureItem>
          <FeatureItem headingLevel={2} title={t('quality.step2Title')}>{t('quality.step2')}</FeatureItem>
          <FeatureItem headingLevel={2} title={t('quality.step3Title')}>{t('quality.step3')}</FeatureItem>
          <FeatureItem headingLevel={2} title={t('quality.step4Title')}>{t('quality.step4')}</FeatureItem>
        </FeatureList>
      </Page>
    </Container>
  );
}
