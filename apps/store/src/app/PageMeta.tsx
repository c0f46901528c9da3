import { createContext, useContext, useEffect } from 'react';
import { useStoreT } from '../i18n/messages';

/** What the server renderer learns from the page it rendered: its head and its HTTP status. */
export interface PageMeta {
  title: string;
  description: string;
  status: number;
}

/** Set by the server renderer only: effects do not run there, so pages write their meta into it. */
export const PageMetaContext = createContext<PageMeta | null>(null);

/**
 * Sets the document title ('Page | Night Suits') and meta description while a page is shown.
 * Without a description of its own, a page is described by its title and what the shop sells.
 */
export function usePageMeta(title: string, description?: string) {
  const t = useStoreT();
  const own = description?.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const content = own || (title ? t('meta.page', { title }) : t('meta.home'));
  const documentTitle = title ? `${title} | Night Suits` : 'Night Suits';
  const serverMeta = useContext(PageMetaContext);
  if (serverMeta) {
    serverMeta.title = documentTitle;
    serverMeta.description = content;
  }
  useEffect(() => {
    document.title = documentTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', content);
  }, [documentTitle, content]);
}

/** Marks the page as 'not found': the server renderer answers it with HTTP 404. */
export function useNotFoundStatus() {
  const serverMeta = useContext(PageMetaContext);
  if (serverMeta) serverMeta.status = 404;
}
