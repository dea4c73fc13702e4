import dynamic from 'next/dynamic';
import type { Locale } from '../../i18n/locales';
import { useDirectory, useStaffSsoView } from '../directory/DirectoryContext';
import { useEditorPreview } from './EditorPreviewContext';
import { previewLinkOf } from './previewLink';

// Only editors ever see the menu: visitors do not download it.
const EditorMenu = dynamic(() => import('./EditorMenu/EditorMenu').then((module) => module.EditorMenu), { ssr: false });

/**
 * The header's place for the editor menu: empty for visitors, customers and
 * in customer-service mode; the menu once an editor is signed on and their
 * preview toggle has started. `entryId` is the content entry shown (null on
 * other pages and on error pages), for "copy preview link".
 */
/** Whether an editor is signed on here (not in customer-service mode): the header then shows their menu. */
export function useEditorAtWork(): boolean {
  const { staffMode } = useDirectory();
  const view = useStaffSsoView();
  return !staffMode && Boolean(view?.isEditor && view.user);
}

export function EditorMenuSlot({ locale, entryId }: { locale: Locale; entryId: string | null }) {
  const { signOut } = useDirectory();
  const view = useStaffSsoView();
  const preview = useEditorPreview();
  const atWork = useEditorAtWork();
  if (!atWork || !view?.user || !preview) return null;
  return (
    <EditorMenu
      locale={locale}
      user={view.user}
      preview={preview}
      previewLink={() => previewLinkOf(entryId, locale)}
      signOutDisabled={!view.canSignOut}
      onSignOut={signOut}
    />
  );
}
