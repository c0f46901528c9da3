import type { HTMLAttributes } from 'react';
import type { BlogPost } from '@storefront/api-client';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Link, useRoutes } from '../../primitives/Link';
import { useThemeState } from '../../theme/ThemeContext';
import { formatDay } from '../shared/parts';
import { atLeast } from '../../theme/media';

export interface BlogCardProps extends HTMLAttributes<HTMLElement> {
  post: BlogPost;
  /** Where the card leads; LinkProvider's `routes.blogPost` by default. */
  href?: string;
  /** The title's heading level: 2 in a listing (default), 3 inside another section. */
  headingLevel?: 2 | 3;
}

const Card = styled.article`
  display: grid;
  gap: var(--space-3);
  color: var(--text);
  @media ${atLeast('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: center;
    gap: var(--space-5);
  }
  img { display: block; inline-size: 100%; block-size: auto; aspect-ratio: 4 / 3; object-fit: cover; border-radius: var(--radius-2); background: var(--surface-2); }
  h2, h3 { margin: 0; font-size: var(--font-size-5); }
  h2 a, h3 a { color: var(--text); text-decoration: none; }
  h2 a:hover, h3 a:hover { color: var(--accent-11); text-decoration: underline; }
  p { margin: 0; line-height: 1.6; }
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-2);
  align-content: start;
`;

const DateTag = styled.time`
  justify-self: start;
  padding-block: var(--space-1);
  padding-inline: var(--space-2);
  border-radius: var(--radius-1);
  background: var(--accent-9);
  color: var(--accent-contrast);
  font-size: var(--font-size-2);
  font-weight: 700;
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--text-muted);
  font-size: var(--font-size-2);
  li + li { padding-inline-start: var(--space-3); border-inline-start: 1px solid var(--border); }
`;

/** A post in a blog listing: picture, date, title, 'Posted By', hits, comments and excerpt. */
export function BlogCard({ post, href: hrefProp, headingLevel = 2, ...rest }: BlogCardProps) {
  const routes = useRoutes();
  const href = hrefProp ?? routes.blogPost;
  const t = useT();
  const { locale } = useThemeState();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card {...rest}>
      {/* The picture repeats the title link, so it stays out of the tab order and the accessibility tree. */}
      <Link href={href} tabIndex={-1} aria-hidden="true">
        <img src={post.image} alt="" width={480} height={360} loading="lazy" decoding="async" />
      </Link>
      <Body>
        <DateTag dateTime={post.date}>{formatDay(post.date, locale)}</DateTag>
        <Heading>
          <Link href={href}>{post.title}</Link>
        </Heading>
        <Meta>
          <li>{t('blog.postedBy', { author: post.author })}</li>
          <li>{t('blog.hits', { count: post.hits })}</li>
          <li>{t('blog.comments', { count: post.comments })}</li>
        </Meta>
        <p>{post.excerpt}</p>
      </Body>
    </Card>
  );
}
