import { topCollectionAtom } from '@storefront/state';
import { ProductSlider, PromoBanner, ServiceBlocks, useT } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { useGridActions } from '../shop/useGridActions';

/**
 * The sliders and the promotion are laid out and painted only when they near the screen: on a
 * phone they are all below the fold (ADR 0092). Until then each counts as 600px high, about what a
 * slider measures from phone to desktop. The service blocks stay out: they are cheap to lay out,
 * and as the last section an estimate far from their height would move the footer as they are
 * first drawn.
 */
const Sections = styled.div`
  & > * {
    content-visibility: auto;
    contain-intrinsic-size: auto 600px;
  }
`;

/**
 * The home page below its banner: top and latest products, the promotion and the services, with
 * the product boxes' actions and quick view.
 */
export function HomeSections() {
  const t = useT();
  const top = useAtomValue(topCollectionAtom('random'));
  const latest = useAtomValue(topCollectionAtom('latest'));
  const { quickView, sliderProps } = useGridActions();
  return (
    <>
      <Sections>
        <ProductSlider title={t('home.topProducts')} products={top.data ?? []} loading={top.isPending} {...sliderProps} />
        <PromoBanner href="/left-sidebar/collection" />
        <ProductSlider title={t('home.latestProducts')} products={latest.data ?? []} loading={latest.isPending} {...sliderProps} />
      </Sections>
      <ServiceBlocks />
      {quickView.dialog}
    </>
  );
}
