import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { catalogs } from '../i18n/serverCatalogs';
import { CATALOG_SCRIPT_ID } from '../i18n/setup';
import { toLocale } from '../i18n/locales';
import { visitorMarksScript } from '../ui/shell/visitorMarks';

/** JSON that may stand inside a `<script>` element (no `</script>` or `<!--` can form). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

type Props = DocumentInitialProps & { nonce?: string; lang: string };

/**
 * Stamps Next's scripts with the request's CSP nonce (set by our server), and
 * marks `<html>` from the visitor's cookies before the first paint. The
 * page's language's catalog goes with the HTML as data (the browser loads
 * no catalog code for its first page).
 */
export default class SiteDocument extends Document<Props> {
  static override async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    const header = ctx.req?.headers['x-nonce'];
    const nonce = typeof header === 'string' ? header : undefined;
    return { ...initial, nonce, lang: ctx.locale ?? 'sv' };
  }

  override render() {
    const { nonce, lang } = this.props;
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
          <script
            id={CATALOG_SCRIPT_ID}
            type="application/json"
            data-locale={toLocale(lang)}
            dangerouslySetInnerHTML={{ __html: scriptJson(catalogs[toLocale(lang)]) }}
          />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
