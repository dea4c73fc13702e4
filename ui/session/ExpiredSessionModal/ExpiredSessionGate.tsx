import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../SessionContext';

const loadModal = () => import('./ExpiredSessionModal');
const ExpiredSessionModal = lazy(() => loadModal().then((module) => ({ default: module.ExpiredSessionModal })));

/**
 * The expired-session modal, whose code is no part of a page's first load:
 * it is fetched once a customer is logged in (the only one it can show for),
 * so the dialog appears as soon as a call is refused, not a download later.
 */
export function ExpiredSessionGate() {
  const { view } = useSession();
  useEffect(() => {
    if (view.isLoggedIn) void loadModal();
  }, [view.isLoggedIn]);
  if (!view.showExpiredModal) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredSessionModal />
    </Suspense>
  );
}
