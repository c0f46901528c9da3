import type { HTMLAttributes } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { ButtonLink } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { useRoutes } from '../../primitives/Link';

export interface NoProductsProps extends HTMLAttributes<HTMLElement> {
  /** 'continue shopping' goes home (LinkProvider's `routes.home`) by default. */
  continueHref?: string;
  headingLevel?: 1 | 2 | 3;
}

/** The empty result: 'Sorry! Couldn't find the product you were looking For!!!', the hint, and a way back. */
export function NoProducts({ continueHref, headingLevel = 2, ...rest }: NoProductsProps) {
  const t = useT();
  const routes = useRoutes();
  return (
    <EmptyState
      {...rest}
      icon="search"
      headingLevel={headingLevel}
      title={t('collection.noProducts')}
      description={t('collection.noProductsHint')}
      action={<ButtonLink href={continueHref ?? routes.home}>{t('collection.continueShopping')}</ButtonLink>}
    />
  );
}
