import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { routes } from '../api/routes';
import { catalogs } from '../i18n/serverCatalogs';
import { catalogScriptId, type CatalogPart } from '../i18n/setup';
import { toLocale, type Locale } from '../i18n/locales';
import { visitorMarksScript } from '../ui/shell/visitorMarks';

/** JSON that may stand inside a `<script>` element (no `</script>` or `<!--` can form). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A catalog part's JSON for the page, written once per process: the catalogs do not change while it runs. */
const catalogJson = new Map<string, string>();
const catalogScript = (part: CatalogPart, locale: Locale): string => {
  const key = `${part}:${locale}`;
  let json = catalogJson.get(key);
  if (json === undefined) catalogJson.set(key, (json = scriptJson(catalogs[part][locale])));
  return json;
};

type Props = DocumentInitialProps & { nonce?: string; lang: string; parts: CatalogPart[] };

/** The catalog parts a page's first paint needs: the site's, and My pages' on its pages (files at the route table's Swedish paths). */
const MY_PAGES = routes.myPages.sv;
const partsOf = (pathname: string): CatalogPart[] => (pathname === MY_PAGES || pathname.startsWith(`${MY_PAGES}/`) ? ['site', 'myPages'] : ['site']);

/**
 * Stamps Next's scripts with the request's CSP nonce (set by our server), and
 * marks `<html>` from the visitor's cookies before the first paint. The
 * page's language's catalog goes with the HTML as data, with My pages' part
 * on its pages (the browser loads no catalog code for its first page).
 */
export default class SiteDocument extends Document<Props> {
  static override async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    const header = ctx.req?.headers['x-nonce'];
    const nonce = typeof header === 'string' ? header : undefined;
    return { ...initial, nonce, lang: ctx.locale ?? 'sv', parts: partsOf(ctx.pathname) };
  }

  override render() {
    const { nonce, lang, parts } = this.props;
    return (
      <Html lang={lang}>
        <Head nonce={nonce}>
          <meta name="theme-color" content="#0b5d50" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: visitorMarksScript }} />
        </Head>
        <body>
          <Main />
          {/* After the page's markup (the browser finds its images first); read when the app starts. */}
          {parts.map((part) => (
            <script
              key={part}
              id={catalogScriptId(part)}
              type="application/json"
              data-locale={toLocale(lang)}
              dangerouslySetInnerHTML={{ __html: catalogScript(part, toLocale(lang)) }}
            />
          ))}
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
