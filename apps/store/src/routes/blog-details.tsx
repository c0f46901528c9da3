import { blogPostQuery } from '@storefront/api-client';
import { blogPostAtom } from '@storefront/state';
import { BlogDetail } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { browserData, type PageQueries, prefetchAll, serverData } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { QueryView } from '../app/QueryView';
import type { Route } from './+types/blog-details';

/** The post named by ?id=, the first post by default. */
const postId = (params: URLSearchParams) => {
  const id = Number(params.get('id') ?? 1);
  return Number.isInteger(id) && id > 0 ? id : 1;
};

const postQueries: PageQueries<number> = (api, queryClient, id) => prefetchAll(queryClient, [blogPostQuery(api, id)]);
export const loader = ({ context, request }: Route.LoaderArgs) => serverData(context, postId(new URL(request.url).searchParams), postQueries);
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => browserData(postId(new URL(request.url).searchParams), postQueries);

/** /blog/details?id= */
export default function BlogDetailsPage() {
  const [params] = useSearchParams();
  const query = useAtomValue(blogPostAtom(postId(params)));
  return (
    <>
      <PageMeta title={query.data?.title ?? ''} />
      <QueryView query={query}>{(post) => <BlogDetail post={post} gallery={[post.image]} />}</QueryView>
    </>
  );
}
