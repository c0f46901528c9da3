import type { BlogPost, Comment } from '@storefront/api-client';
import { type HTMLAttributes, useMemo } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Container } from '../../primitives/Container';
import { sanitizeHtml } from '../../shared/sanitizeHtml';
import { useThemeState } from '../../theme/ThemeContext';
import { formatDay, Page } from '../shared/parts';
import { LazyCommentForm } from './LazyCommentForm';
import { type BlogComment, sampleBlogComments } from './sampleComments';

export interface BlogDetailProps extends HTMLAttributes<HTMLElement> {
  post: BlogPost;
  /** More pictures shown with the article (e.g. other posts' images). */
  gallery?: readonly string[];
  /** The comments under the article; the spec's three samples by default. */
  comments?: readonly BlogComment[];
  /** Called with a valid comment; nothing is published. */
  onCommentSubmit?: (values: Comment) => void;
}

const Article = styled.article`
  display: grid;
  gap: var(--space-4);
  img { display: block; inline-size: 100%; block-size: auto; border-radius: var(--radius-2); background: var(--surface-2); }
  > img { aspect-ratio: 16 / 9; object-fit: cover; }
`;

const Meta = styled.p`
  color: var(--text-muted);
  font-size: var(--font-size-2);
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-3);
  line-height: 1.7;
  p { margin: 0; }
  a { color: var(--accent-11); }
`;

const Gallery = styled.ul`
  display: grid;
  gap: var(--space-3);
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  img { aspect-ratio: 4 / 3; object-fit: cover; }
`;

const Comments = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: grid; gap: var(--space-1); padding: var(--space-4); border: 1px solid var(--border); border-radius: var(--radius-2); }
  small { color: var(--text-muted); }
`;

/** Keeps only harmless markup of a post's HTML body (it comes from the server). */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, { USE_PROFILES: { html: true } });
}

/** A blog post: picture, date, author, sanitised body, more pictures, comments and 'Leave Your Comment'. */
export function BlogDetail({ post, gallery = [], comments = sampleBlogComments, onCommentSubmit, ...rest }: BlogDetailProps) {
  const t = useT();
  const { locale } = useThemeState();
  const body = useMemo(() => sanitizeBody(post.body), [post.body]);
  return (
    <Container {...rest}>
      <Page aria-labelledby="blog-detail-title">
        <Article aria-labelledby="blog-detail-title">
          <img src={post.image} alt="" width={1200} height={675} decoding="async" />
          <h1 id="blog-detail-title">{post.title}</h1>
          <Meta>
            <time dateTime={post.date}>{formatDay(post.date, locale)}</time> · {t('blog.postedBy', { author: post.author })} ·{' '}
            {t('blog.hits', { count: post.hits })} · {t('blog.comments', { count: comments.length })}
          </Meta>
          {/* Sanitised with DOMPurify just above. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body is sanitised by sanitizeBody */}
          <Body dangerouslySetInnerHTML={{ __html: body }} />
          {gallery.length > 0 && (
            <Gallery aria-label={t('blog.gallery')}>
              {gallery.map((src) => (
                <li key={src}>
                  <img src={src} alt="" width={480} height={360} loading="lazy" decoding="async" />
                </li>
              ))}
            </Gallery>
          )}
        </Article>
        <section aria-labelledby="blog-comments">
          <h2 id="blog-comments">{t('blog.commentsTitle')}</h2>
          <Comments>
            {comments.map((comment) => (
              <li key={comment.id}>
                <strong>{comment.author}</strong>
                <small>
                  <time dateTime={comment.date}>{formatDay(comment.date, locale)}</time>
                </small>
                <p>{comment.text}</p>
              </li>
            ))}
          </Comments>
        </section>
        <LazyCommentForm onValidSubmit={onCommentSubmit} />
      </Page>
    </Container>
  );
}
