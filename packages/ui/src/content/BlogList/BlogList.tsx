import type { HTMLAttributes } from 'react';
import type { BlogPost } from '@storefront/api-client';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { useRoutes } from '../../primitives/Link';
import { Container } from '../../primitives/Container';
import { BlogCard } from '../BlogCard';
import { buildBlogSidebar } from './sidebarLists';
import { BlogSidebar } from './BlogSidebar';
import { atLeast } from '../../theme/media';

export interface BlogListProps extends HTMLAttributes<HTMLElement> {
  posts: readonly BlogPost[];
  /** The sidebar's side, following the reading direction: end (the spec's right sidebar, default) or start (left). */
  sidebar?: 'start' | 'end';
  /** Where the posts lead; LinkProvider's `routes.blogPost` by default. */
  href?: string;
}

const Layout = styled.div`
  display: grid;
  gap: var(--space-6);
  padding-block: var(--space-6);
  @media ${atLeast('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(240px, 1fr);
    &[data-sidebar='start'] { grid-template-columns: minmax(240px, 1fr) minmax(0, 3fr); }
    &[data-sidebar='start'] > aside { order: -1; }
  }
`;

const Posts = styled.ol`
  display: grid;
  gap: var(--space-6);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The blog listing with its sidebar (Recent Blog, Popular Blog) on either side. */
export function BlogList({ posts, sidebar = 'end', href: hrefProp, ...rest }: BlogListProps) {
  const routes = useRoutes();
  const href = hrefProp ?? routes.blogPost;
  const t = useT();
  const lists = buildBlogSidebar(posts);
  return (
    <Container {...rest}>
      <Layout data-sidebar={sidebar}>
        <section aria-label={t('blog.posts')}>
          <Posts>
            {posts.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} href={href} />
              </li>
            ))}
          </Posts>
        </section>
        <BlogSidebar recent={lists.recent} popular={lists.popular} href={href} />
      </Layout>
    </Container>
  );
}
