import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { STAFF_TOKEN_STORAGE_KEY } from '../../machines/staffSso/constants';
import type { StaffSsoMachine } from '../../machines/staffSso/staffSso.machine';
import { selectApiToken, selectStaffSso, type StaffSsoView } from '../../machines/staffSso/staffSso.selectors';
import { useApi } from '../shell/ApiContext';
import type { DirectoryBridge } from './bridge';
import { useRouterAdapter } from '../shell/RouterAdapter';

export type StaffSsoActor = ActorRefFrom<StaffSsoMachine>;

interface DirectoryValue {
  /** The sign-on chart once started; null for a visitor who never signed on here. */
  actor: StaffSsoActor | null;
  /** The page is in customer-service mode (asked for on the staff host). */
  staffMode: boolean;
  bridge: DirectoryBridge;
  /** "Log in": starts the chart if need be and goes to the directory. */
  signOn: () => void;
  /** "Log out". */
  signOut: () => void;
}

const DirectoryContext = createContext<DirectoryValue | null>(null);

/** A token in the address's hash (`access_token`, `id_token` or `error`) is the directory's callback. */
const CALLBACK_HASH = /(^#|&)(access_token|id_token|error)=/;

/** Whether this load has anything to sign on with, read without loading the chart. */
function hasSignOnAtLoad(): boolean {
  if (CALLBACK_HASH.test(window.location.hash)) return true;
  try {
    return window.sessionStorage.getItem(STAFF_TOKEN_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Holds the directory sign-on (`staffSso`) for the page. A visitor's page
 * never loads it: it starts on the staff host, when this tab stored a token,
 * when the address carries the directory's callback, or when an editor asks
 * to log in; until then `actor` is null and nobody is signed on.
 */
export function DirectoryProvider({ staffMode, bridge, children }: { staffMode: boolean; bridge: DirectoryBridge; children: ReactNode }) {
  const api = useApi();
  const router = useRouterAdapter();
  const [actor, setActor] = useState<StaffSsoActor | null>(null);
  const loading = useRef<Promise<StaffSsoActor> | null>(null);

  const load = useCallback((): Promise<StaffSsoActor> => {
    loading.current ??= import('./startStaffSso').then(({ startStaffSso }) => {
      const started = startStaffSso({ api, router, isStaffHost: staffMode });
      // The client sends the token of whoever is signed on now.
      started.subscribe((snapshot) => {
        bridge.token = selectApiToken(snapshot);
      });
      bridge.token = selectApiToken(started.getSnapshot());
      setActor(started);
      return started;
    });
    return loading.current;
  }, [api, router, staffMode, bridge]);

  useEffect(() => {
    if (staffMode || hasSignOnAtLoad()) void load();
  }, [staffMode, load]);

  const value = useMemo<DirectoryValue>(
    () => ({
      actor,
      staffMode,
      bridge,
      signOn: () => void load().then((started) => started.send({ type: 'signOn.requested' })),
      signOut: () => actor?.send({ type: 'signOut.requested' }),
    }),
    [actor, staffMode, bridge, load],
  );
  return <DirectoryContext.Provider value={value}>{children}</DirectoryContext.Provider>;
}

export function useDirectory(): DirectoryValue {
  const value = useContext(DirectoryContext);
  if (!value) throw new Error('useDirectory() outside <DirectoryProvider>');
  return value;
}

const noSubscription = () => () => {};

/** The sign-on as the header and the staff pages read it; null until the chart is started (nobody signed on). */
export function useStaffSsoView(): StaffSsoView | null {
  const { actor } = useDirectory();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  // Selecting on every read would hand React a new object each time: keep the last one per snapshot.
  const cache = useRef<{ snapshot: unknown; view: StaffSsoView } | null>(null);
  const read = useCallback((): StaffSsoView | null => {
    if (!actor) return null;
    const snapshot = actor.getSnapshot();
    if (cache.current?.snapshot !== snapshot) cache.current = { snapshot, view: selectStaffSso(snapshot) };
    return cache.current.view;
  }, [actor]);
  return useSyncExternalStore(subscribe, read, () => null);
}
