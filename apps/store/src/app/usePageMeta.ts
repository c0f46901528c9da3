import { useEffect } from 'react';
import { useStoreT } from '../i18n/messages';

/**
 * Sets the document title ('Page | Night Suits') and meta description while a page is shown.
 * Without a description of its own, a page is described by its title and what the shop sells.
 */
export function usePageMeta(title: string, description?: string) {
  const t = useStoreT();
  const own = description?.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const content = own || (title ? t('meta.page', { title }) : t('meta.home'));
  useEffect(() => {
    document.title = title ? `${title} | Night Suits` : 'Night Suits';
    document.querySelector('meta[name="description"]')?.setAttribute('content', content);
  }, [title, content]);
}
