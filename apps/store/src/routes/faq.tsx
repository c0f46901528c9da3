import { faqQuery } from '@storefront/api-client';
import { faqAtom } from '@storefront/state';
import { Faq, useT } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { browserData, type PageQueries, prefetchAll, serverData } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { QueryView } from '../app/QueryView';
import type { Route } from './+types/faq';

const faqQueries: PageQueries<unknown> = (api, queryClient) => prefetchAll(queryClient, [faqQuery(api)]);
export const loader = ({ context }: Route.LoaderArgs) => serverData(context, {}, faqQueries);
export const clientLoader = () => browserData({}, faqQueries);

export default function FaqPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('faq.title')} />
      <QueryView query={useAtomValue(faqAtom)}>{(items) => <Faq items={items} />}</QueryView>
    </>
  );
}
