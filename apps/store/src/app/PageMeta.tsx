import { useStoreT } from '../i18n/messages';

/**
 * The page's title ('Page | Night Suits') and meta description, as React puts them in the document's
 * head (on the server and after every change). Without a description of its own, a page is
 * described by its title and what the shop sells. Render one per page.
 */
export function PageMeta({ title, description }: { title: string; description?: string | undefined }) {
  const t = useStoreT();
  const own = description?.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const content = own || (title ? t('meta.page', { title }) : t('meta.home'));
  return (
    <>
      <title>{title ? `${title} | Night Suits` : 'Night Suits'}</title>
      <meta name="description" content={content} />
    </>
  );
}
