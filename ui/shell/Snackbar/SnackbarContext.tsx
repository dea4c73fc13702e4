import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { offlineMachine } from '../../../machines/shell/offline/offline.machine';
import { snackbarMachine } from '../../../machines/shell/snackbar/snackbar.machine';
import { selectSnackbar } from '../../../machines/shell/snackbar/snackbar.selectors';
import type { SnackbarNotice } from '../../../machines/shell/snackbar/snackbar.types';
import { Snackbar } from './Snackbar';
import { useSiteActorRef } from '../../site/siteActors';

interface SnackbarApi {
  show(notice: SnackbarNotice): void;
  close(): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/**
 * One snackbar for the whole site, plus the offline watcher that keeps an
 * error notice up while the browser has no connection.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const snackbar = useSiteActorRef(snackbarMachine);
  const view = useSelector(snackbar, selectSnackbar);
  useSiteActorRef(
    offlineMachine.provide({
      actions: {
        showOfflineNotice: (_, { notice }) => snackbar.send({ type: 'snackbar.shown', notice }),
        hideOfflineNotice: (_, { messageKey }) => snackbar.send({ type: 'snackbar.closed', messageKey }),
      },
    }),
    // The chart hears later changes itself (`networkListener`).
    { input: { online: typeof navigator === 'undefined' || navigator.onLine !== false } },
  );

  const api = useMemo<SnackbarApi>(
    () => ({
      show: (notice) => snackbar.send({ type: 'snackbar.shown', notice }),
      close: () => snackbar.send({ type: 'snackbar.closed' }),
    }),
    [snackbar],
  );

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Snackbar notice={view.visible ? view.notice : null} onClose={api.close} />
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() outside <SnackbarProvider>');
  return api;
}

/** The site's snackbar, or null outside its provider (a view rendered on its own): for charts' actions named for the edge. */
export function useOptionalSnackbar(): SnackbarApi | null {
  return useContext(SnackbarContext);
}
