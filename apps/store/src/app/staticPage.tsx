import { type Translate, useT } from '@storefront/ui';
import type { ComponentType } from 'react';
import { PageMeta } from './PageMeta';

/** A route module's page made of one of the ui package's static sections, titled with one of its texts. */
export function staticPage(titleId: Parameters<Translate>[0], Content: ComponentType) {
  return function StaticPage() {
    const t = useT();
    return (
      <>
        <PageMeta title={t(titleId)} />
        <Content />
      </>
    );
  };
}
