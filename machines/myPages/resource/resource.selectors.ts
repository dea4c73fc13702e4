import type { SnapshotFrom } from 'xstate';
import type { ResourceMachine } from './resource.machine';

export type ResourceSnapshot = SnapshotFrom<ResourceMachine>;

type ResourceStatus = 'loading' | 'loaded' | 'empty' | 'failed' | 'notFound' | 'ended';

/** What a list or card renders of its loader. */
export interface ResourceView<TData> {
  status: ResourceStatus;
  /** The last answer (also while reloading and after a failed reload); null before the first, after a not-found and once the session ended. */
  data: TData | null;
  /** A load is under way: the list is marked busy. */
  busy: boolean;
  /** What is loaded (or being loaded): the page, order or month. */
  request: unknown;
}

const STATUSES: readonly ResourceStatus[] = ['loading', 'loaded', 'empty', 'failed', 'notFound', 'ended'];

/** The view of a loader whose loader answers `TData` (the type the edge's loader carries). */
export function selectResource<TData>(snapshot: ResourceSnapshot): ResourceView<TData> {
  const status = STATUSES.find((state) => snapshot.matches(state)) ?? 'loading';
  return {
    status,
    data: snapshot.context.data as TData | null,
    busy: snapshot.hasTag('busy'),
    request: snapshot.context.request,
  };
}
