type Handler = (...args: never[]) => void;

/** A mitt-like emitter, as `router.events` is. */
interface RouterEvents {
  on(type: string, handler: Handler): void;
  off(type: string, handler: Handler): void;
  emit(type: string, ...args: unknown[]): void;
  /** Handlers currently subscribed to `type`. */
  count(type: string): number;
}

function createRouterEvents(): RouterEvents {
  const handlers = new Map<string, Set<Handler>>();
  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler);
    },
    off(type, handler) {
      handlers.get(type)?.delete(handler);
    },
    emit(type, ...args) {
      for (const handler of [...(handlers.get(type) ?? [])]) (handler as (...a: unknown[]) => void)(...args);
    },
    count(type) {
      return handlers.get(type)?.size ?? 0;
    },
  };
}

/** The part of Next's pages router the shell uses, with events the test emits. */
interface FakeRouter {
  events: RouterEvents;
  asPath: string;
  pathname: string;
  route: string;
  locale: string;
  query: Record<string, string>;
  isReady: boolean;
  push: (...args: unknown[]) => Promise<boolean>;
  replace: (...args: unknown[]) => Promise<boolean>;
  prefetch: (...args: unknown[]) => Promise<void>;
}

export const fakeRouter: FakeRouter = {
  events: createRouterEvents(),
  asPath: '/',
  pathname: '/',
  route: '/',
  locale: 'en',
  query: {},
  isReady: true,
  push: async () => true,
  replace: async () => true,
  prefetch: async () => {},
};

/** Fresh events and defaults between tests. */
export function resetFakeRouter(): void {
  fakeRouter.events = createRouterEvents();
  fakeRouter.asPath = '/';
  fakeRouter.pathname = '/';
  fakeRouter.locale = 'en';
  fakeRouter.query = {};
}

/**
 * Module to mock `next/router` with:
 *
 *     vi.mock('next/router', async () => (await import('../support/fakeRouter')).nextRouterModule);
 */
export const nextRouterModule = {
  useRouter: () => fakeRouter,
  default: fakeRouter,
  Router: fakeRouter,
};
