import type { GetServerSideProps } from 'next';
import { EditorLoginView } from '../ui/editor/EditorLogin/EditorLoginView';
import { useDirectory, useStaffSsoView } from '../ui/directory/DirectoryContext';
import { loadAppPage } from '../pageLoads/loadAppPage';
import type { ContentPageProps } from '../ui/page/types';

/** `editorLogin` (`/redaktor`, `/en/editor`): editors log in through the directory, which returns here. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadAppPage(ctx);

export default function EditorLogin({ shell }: ContentPageProps) {
  const { signOn, signOut } = useDirectory();
  const view = useStaffSsoView();
  return (
    <EditorLoginView locale={shell.locale} view={view} onSignOn={signOn} onSignOut={signOut} brand={shell.webConfig?.company.name} />
  );
}
