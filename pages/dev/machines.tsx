import type { GetServerSideProps } from 'next';
import { MachineCatalogView } from '../../ui/devtools/catalog/MachineCatalogView';
import type { CatalogChart } from '../../ui/devtools/catalog/describeCatalog';
import { loadAppPage } from '../../ui/page/loadAppPage';
import type { ContentPageProps } from '../../ui/page/types';

type Props = ContentPageProps & { charts: CatalogChart[] };

/** `/dev/machines`: the statechart catalogue, in development builds only (a production build answers 404). */
export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  if (process.env.NODE_ENV === 'production') return { notFound: true };
  // Loaded here only: every chart and the layout engine stay out of every other page's server bundle.
  const { describeCatalog } = await import('../../ui/devtools/catalog/describeCatalog');
  const page = await loadAppPage(ctx);
  if (!('props' in page)) return page;
  return { props: { ...(await page.props), charts: await describeCatalog() } };
};

export default function MachinesPage({ charts }: Props) {
  return <MachineCatalogView charts={charts} />;
}
