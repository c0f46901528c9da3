import { useEffect } from 'react';

/** Sets the document title ('Page | Night Suits') and meta description while a page is shown. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | Night Suits` : 'Night Suits';
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
