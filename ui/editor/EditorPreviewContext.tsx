import { useRouter } from 'next/router';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { selectStaffSso } from '../../machines/staffSso/staffSso.selectors';
import { useDirectory } from '../directory/DirectoryContext';
import { useApi } from '../shell/ApiContext';
import type { PreviewToggleActor } from './startPreviewToggle';

/** The editor menu's root (`EditorMenu`), whose first button is the menu button. */
const EDITOR_MENU_SELECTOR = '[data-testid="editor-menu"]';

const EditorPreviewContext = createContext<PreviewToggleActor | null>(null);

/**
 * Holds the editor's preview toggle (`previewToggle`) for the page. It is
 * started, from a chunk of its own, the first time an editor is signed on
 * (never for a visitor, and not in customer-service mode) and then stays
 * for the page's life, so that an editor signing out turns preview off.
 */
export function EditorPreviewProvider({ children }: { children: ReactNode }) {
  const { actor: sso, staffMode, bridge } = useDirectory();
  const api = useApi();
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const [preview, setPreview] = useState<PreviewToggleActor | null>(null);
  const loading = useRef(false);

  useEffect(() => {
    if (!sso || staffMode) return;
    const start = () => {
      if (loading.current) return;
      loading.current = true;
      void import('./startPreviewToggle').then(({ startPreviewToggle }) => {
        const reloadPage = () => {
          const current = routerRef.current;
          const menu = document.activeElement?.closest(EDITOR_MENU_SELECTOR);
          // The Next data request is same-origin: it carries the preview and token cookies.
          void current.replace(current.asPath, undefined, { scroll: false }).then(() => {
            // The shell moves focus to the page start after a navigation; a keyboard user who
            // toggled in the menu gets it back on the menu's button instead.
            if (menu?.isConnected) menu.querySelector('button')?.focus();
          });
        };
        setPreview(startPreviewToggle({ sso, api, bridge, reloadPage }));
      });
    };
    if (selectStaffSso(sso.getSnapshot()).isEditor) {
      start();
      return;
    }
    const subscription = sso.subscribe((snapshot) => {
      if (selectStaffSso(snapshot).isEditor) start();
    });
    return () => subscription.unsubscribe();
  }, [sso, staffMode, api, bridge]);

  return <EditorPreviewContext.Provider value={preview}>{children}</EditorPreviewContext.Provider>;
}

/** The preview toggle once an editor has signed on here; null before (and for every visitor). */
export function useEditorPreview(): PreviewToggleActor | null {
  return useContext(EditorPreviewContext);
}
