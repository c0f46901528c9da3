import { lookbookQuery } from '@storefront/api-client';
import { lookbookAtom } from '@storefront/state';
import { Lookbook, useT } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { browserData, type PageQueries, prefetchAll, serverData } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { QueryView } from '../app/QueryView';
import type { Route } from './+types/lookbook';

const lookbookQueries: PageQueries<unknown> = (api, queryClient) => prefetchAll(queryClient, [lookbookQuery(api)]);
export const loader = ({ context }: Route.LoaderArgs) => serverData(context, {}, lookbookQueries);
export const clientLoader = () => browserData({}, lookbookQueries);

export default function LookbookPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('lookbook.title')} />
      <QueryView query={useAtomValue(lookbookAtom)}>
        {(lookbooks) => <Lookbook lookbooks={lookbooks} />}
      </QueryView>
    </>
  );
}
