import type { GetServerSideProps } from 'next';
import { MachineCatalogView } from '../../ui/devtools/catalog/MachineCatalogView';
import type { CatalogChart } from '../../ui/devtools/catalog/describeCatalog';
import { ContentPageView } from '../../ui/page/ContentPageView';
import { loadAppPage } from '../../pageLoads/loadAppPage';
import { loadContentPage } from '../../pageLoads/loadContentPage';
import type { ContentPageProps } from '../../ui/page/types';

type Props = ContentPageProps & { charts?: CatalogChart[] };

/**
 * `/dev/machines`: the statechart catalogue, in development builds only. A
 * production build answers the site's own 404 page, as for any unknown path
 * (not Next's built-in one, whose scripts carry no CSP nonce).
 */
export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  if (process.env.NODE_ENV === 'production') return loadContentPage({ ...ctx, params: { slug: ['dev', 'machines'] } });
  // Loaded here only: every chart and the layout engine stay out of every other page's server bundle.
  const { describeCatalog } = await import('../../ui/devtools/catalog/describeCatalog');
  const page = await loadAppPage(ctx);
  if (!('props' in page)) return page;
  return { props: { ...(await page.props), charts: await describeCatalog() } };
};

export default function MachinesPage(props: Props) {
  if (!props.charts) return <ContentPageView {...props} />;
  return <MachineCatalogView charts={props.charts} />;
}
