import { blogQuery } from '@storefront/api-client';
import { blogAtom } from '@storefront/state';
import { BlogList } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { browserData, type PageQueries, prefetchAll, serverData } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { QueryView } from '../app/QueryView';
import { useStoreT } from '../i18n/messages';
import type { Route } from './+types/blog';
import { notFound } from './not-found';

/** /blog/right-sidebar, and /blog/blog-page with its sidebar on the left (the start side). */
const sidebars: Record<string, 'start' | 'end'> = { 'right-sidebar': 'end', 'blog-page': 'start' };

const blogQueries: PageQueries<Route.LoaderArgs['params']> = (api, queryClient, { list }) => {
  if (!Object.hasOwn(sidebars, list)) throw notFound();
  return prefetchAll(queryClient, [blogQuery(api)]);
};
export const loader = ({ context, params }: Route.LoaderArgs) => serverData(context, params, blogQueries);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => browserData(params, blogQueries);

export default function BlogListPage({ params }: Route.ComponentProps) {
  const t = useStoreT();
  const sidebar = sidebars[params.list] ?? 'end';
  return (
    <>
      <PageMeta title={t('title.blog')} />
      <QueryView query={useAtomValue(blogAtom)}>{(posts) => <BlogList posts={posts} sidebar={sidebar} />}</QueryView>
    </>
  );
}
