import type { HTMLAttributes } from 'react';
import type { BlogPost } from '@storefront/api-client';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Link, useRoutes } from '../../primitives/Link';
import { useThemeState } from '../../theme/ThemeContext';
import { formatDay } from '../shared/parts';

export interface BlogSidebarProps extends HTMLAttributes<HTMLElement> {
  recent: readonly BlogPost[];
  popular: readonly BlogPost[];
  href?: string;
}

const Aside = styled.aside`
  display: grid;
  gap: var(--space-5);
  align-content: start;
  section { display: grid; gap: var(--space-3); padding: var(--space-4); border: 1px solid var(--border); border-radius: var(--radius-2); }
  h2 { margin: 0; font-size: var(--font-size-4); text-transform: uppercase; }
  ol { display: grid; gap: var(--space-3); margin: 0; padding: 0; list-style: none; }
  li { display: grid; gap: var(--space-1); padding-block-end: var(--space-3); border-block-end: 1px solid var(--border); }
  li:last-child { padding-block-end: 0; border-block-end: 0; }
  a { color: var(--text); font-weight: 600; text-decoration: none; }
  a:hover { color: var(--accent-11); text-decoration: underline; }
  small { color: var(--text-muted); font-size: var(--font-size-2); }
`;

/** The blog's sidebar: Recent Blog (date and '0 hits', as in the spec) and Popular Blog (date and hits). */
export function BlogSidebar({ recent, popular, href: hrefProp, ...rest }: BlogSidebarProps) {
  const routes = useRoutes();
  const href = hrefProp ?? routes.blogPost;
  const t = useT();
  const { locale } = useThemeState();
  return (
    <Aside aria-label={t('blog.sidebar')} {...rest}>
      <section aria-labelledby="blog-recent">
        <h2 id="blog-recent">{t('blog.recent')}</h2>
        <ol>
          {recent.map((post, index) => (
            // Recent repeats posts when there are fewer than five, so the index keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a render and may repeat a post
            <li key={`${post.id}-${index}`}>
              <Link href={href}>{post.title}</Link>
              <small>
                <time dateTime={post.date}>{formatDay(post.date, locale)}</time> · {t('blog.hits', { count: 0 })}
              </small>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="blog-popular">
        <h2 id="blog-popular">{t('blog.popular')}</h2>
        <ol>
          {popular.map((post) => (
            <li key={post.id}>
              <Link href={href}>{post.title}</Link>
              <small>
                <time dateTime={post.date}>{formatDay(post.date, locale)}</time> · {t('blog.hits', { count: post.hits })}
              </small>
            </li>
          ))}
        </ol>
      </section>
    </Aside>
  );
}
