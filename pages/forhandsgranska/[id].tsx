import type { GetServerSideProps } from 'next';
import { ContentPageView } from '../../ui/page/ContentPageView';
import { loadPreviewPage } from '../../pageLoads/loadPreviewPage';
import type { ContentPageProps } from '../../ui/page/types';

/** The preview route (`/forhandsgranska/<id>`, `/en/preview/<id>` rewritten here): an entry by id for a signed-on editor, else a 404. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadPreviewPage(ctx);

export default ContentPageView;
