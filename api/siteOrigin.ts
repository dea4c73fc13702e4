/**
 * The site's origin for the links it builds (canonical and language links,
 * robots.txt and the sitemap, an invitation e-mail's link): `PUBLIC_URL`'s
 * origin when configured, else the scheme the request came by and its Host,
 * which the server's front door has already required to be a host name
 * (`hostOf`). The Host is the client's to choose, so production sets
 * `PUBLIC_URL`. One rule for the pages and the server.
 */
export function siteOrigin(publicOrigin: string | undefined, https: boolean, host: string | undefined): string {
  return publicOrigin ?? `${https ? 'https' : 'http'}://${host ?? 'localhost'}`;
}
