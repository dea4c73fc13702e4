import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Page } from '../api/contract/content.schemas';
import { pageSettings } from '../api/pageSettings';
import { routePath } from '../api/routes';
import { toLocale } from '../i18n/locales';
import { loadErrorPage } from './loadContentPage';
import { editorReader } from './preview';
import { loadShell, readWebview } from './shellData';
import type { ContentPageProps, PageError } from '../ui/page/types';
import { preloadSections } from '../ui/sections/deferredSections';

/**
 * The preview route (`/forhandsgranska/<id>`, `/en/preview/<id>`): a page
 * or post by its entry id, in its newest version (a draft, or an entry
 * never published), for a signed-on editor, whether or not their preview
 * toggle is on (the link names preview itself). Anyone else, and an id
 * that is no page or post, gets the 404 page. Never cached.
 */
export async function loadPreviewPage(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<ContentPageProps>> {
  // The sections' code is loaded before the page renders: a section waiting for it would be streamed with an inline script the page's CSP refuses.
  await preloadSections();
  const locale = toLocale(ctx.locale);
  const webview = readWebview(ctx);
  const id = typeof ctx.params?.id === 'string' ? ctx.params.id : '';
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  const reader = editorReader(ctx);
  const { data } = pageSettings();

  let page: Page | null = null;
  let error: PageError | null = null;
  if (reader === null || !(await data.isEditor(reader.editorToken).catch(() => false))) {
    error = { code: 404, slug: '404' };
  } else {
    try {
      const path = await data.entryPath(locale, id, reader);
      page = path === null ? null : await data.entry(locale, path, reader);
    } catch {
      error = { code: 500, slug: '500' };
    }
  }

  if (error || !page) {
    // Whoever is refused gets exactly what a visitor gets for an unknown address.
    const failure = error ?? { code: 404, slug: '404' };
    ctx.res.statusCode = failure.code;
    const [shell, errorPage] = await Promise.all([loadShell(ctx, locale, webview), loadErrorPage(locale, failure)]);
    return { props: { shell, page: errorPage, error: failure, preview: false } };
  }
  const shell = await loadShell(ctx, locale, webview);
  shell.alternatePath = routePath('preview', locale === 'sv' ? 'en' : 'sv', { id });
  return { props: { shell, page, error: null, preview: true } };
}
