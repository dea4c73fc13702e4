import { routePath } from '../../api/routes';
import type { Locale } from '../../i18n/locales';

/**
 * The link "copy preview link" copies: a content page or post with an entry
 * id opens by its preview route (`/forhandsgranska/<id>`, `/en/preview/<id>`)
 * on this page's origin, where it shows its newest version; any other page
 * is linked as it is (the address shown).
 */
export function previewLinkOf(entryId: string | null, locale: Locale, location: Pick<Location, 'origin' | 'href'> = window.location): string {
  return entryId ? `${location.origin}${routePath('preview', locale, { id: entryId })}` : location.href;
}
