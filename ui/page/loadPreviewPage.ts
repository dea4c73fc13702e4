import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { content } from '../../api/calls/content';
import type { Page } from '../../api/contract/content.schemas';
import { directory } from '../../api/calls/directory';
import { routePath } from '../../api/routes';
import { toLocale } from '../../i18n/locales';
import { loadErrorPage } from './loadContentPage';
import { editorCredentials } from './preview';
import { createServerApi, type ServerApi } from './serverApi';
import { loadShell, readWebview } from './shellData';
import type { ContentPageProps, PageError } from './types';
import { preloadSections } from '../sections/deferredSections';

const kindOf = (error: unknown) => (error as { kind?: string } | null)?.kind;

/** Whether the client's token is a live editor's: the server says so, or it is not. */
async function isEditor(api: ServerApi): Promise<boolean> {
  try {
    return (await api.call(directory.me)).roles.includes('editor');
  } catch {
    return false;
  }
}

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
  const editor = editorCredentials(ctx);
  const api = editor ? createServerApi({ locale, webview, preview: true, staff: editor }) : undefined;

  let page: Page | null = null;
  let error: PageError | null = null;
  if (!api || !(await isEditor(api))) {
    error = { code: 404, slug: '404' };
  } else {
    try {
      const { path } = await api.call(content.entryPath, { query: { id } });
      page = await api.call(content.entry, { query: { slug: path } });
    } catch (cause) {
      const missing = kindOf(cause) === 'NotFound' || kindOf(cause) === 'BadRequest';
      error = missing ? { code: 404, slug: '404' } : { code: 500, slug: '500' };
    }
  }

  if (error || !api || !page) {
    // Whoever is refused gets exactly what a visitor gets for an unknown address.
    const publicApi = createServerApi({ locale, webview, preview: false });
    const failure = error ?? { code: 404, slug: '404' };
    ctx.res.statusCode = failure.code;
    const [shell, errorPage] = await Promise.all([loadShell(publicApi, ctx, locale, webview), loadErrorPage(publicApi, failure)]);
    return { props: { shell, page: errorPage, error: failure, preview: false } };
  }
  const shell = await loadShell(api, ctx, locale, webview);
  shell.alternatePath = routePath('preview', locale === 'sv' ? 'en' : 'sv', { id });
  return { props: { shell, page, error: null, preview: true } };
}
