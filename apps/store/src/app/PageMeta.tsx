import { useStoreT } from '../i18n/messages';
import { useSiteOrigin } from './siteOrigin';

interface PageMetaProps {
  title: string;
  description?: string | undefined;
  /**
   * The path search engines should list for what this page shows, when other addresses show the
   * same (a product's ten layouts and `?color=`, a list's filters): `<link rel="canonical">`.
   */
  canonical?: string | undefined;
}

/**
 * The page's title ('Page | Night Suits'), meta description and canonical address, as React puts
 * them in the document's head (on the server and after every change). Without a description of its
 * own, a page is described by its title and what the shop sells. Render one per page.
 */
export function PageMeta({ title, description, canonical }: PageMetaProps) {
  const t = useStoreT();
  const origin = useSiteOrigin();
  const own = description?.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const content = own || (title ? t('meta.page', { title }) : t('meta.home'));
  return (
    <>
      <title>{title ? `${title} | Night Suits` : 'Night Suits'}</title>
      <meta name="description" content={content} />
      {canonical !== undefined && origin && <link rel="canonical" href={`${origin}${canonical}`} />}
    </>
  );
}
