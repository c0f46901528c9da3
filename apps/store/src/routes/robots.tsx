import { textResponse } from '../app/sitemap';
import type { Route } from './+types/robots';

/** `/robots.txt`: every page but the API, and where the sitemap is (an absolute address). */
export function loader({ context }: Route.LoaderArgs) {
  return textResponse(`User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${context.origin}/sitemap.xml\n`, 'text/plain');
}
