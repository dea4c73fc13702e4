import '../ui/styles/global.css';
import type { AppProps } from 'next/app';
import { SiteApp } from '../ui/shell/SiteApp';
import type { ContentPageProps } from '../ui/page/types';

/** Root wrapper: the shell around every page; its own content is never shown. */
export default function App({ Component, pageProps }: AppProps<ContentPageProps>) {
  return (
    <SiteApp shell={pageProps.shell} page={pageProps.page ?? null} entryId={pageProps.error ? null : (pageProps.page?.id ?? null)}>
      <Component {...pageProps} />
    </SiteApp>
  );
}
