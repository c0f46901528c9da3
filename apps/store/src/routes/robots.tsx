import { textResponse } from '../app/sitemap';
import type { Route } from './+types/robots';

/** `/robots.txt`: every page but the API, and where the sitemap is (an absolute address). */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  return textResponse(`User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`, 'text/plain');
}
