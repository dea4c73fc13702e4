import type { GetServerSideProps } from 'next';
import { loadAppPage } from '../../pageLoads/loadAppPage';
import { MyPagesMessages } from '../../ui/myPages/MyPagesMessages';
import type { ContentPageProps } from '../../ui/page/types';
import { MyPagesView } from '../../ui/session/MyPages/MyPagesView';

/** `my{product}`: log-in and the start of the customer pages (`?referrer=` returns after login). */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadAppPage(ctx);

export default function MyPages({ shell }: ContentPageProps) {
  return (
    <MyPagesMessages page="myPages">
      <MyPagesView eidSimulator={shell.eidSimulator} />
    </MyPagesMessages>
  );
}
