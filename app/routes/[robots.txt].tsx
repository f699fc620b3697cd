import {robotsTxt} from '~/lib/seo/sitemap';
import type {Route} from './+types/[robots.txt]';

export function loader({request}: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400'},
  });
}
