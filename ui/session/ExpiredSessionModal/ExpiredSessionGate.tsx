import { lazy, Suspense } from 'react';
import { useSession } from '../SessionContext';

const ExpiredSessionModal = lazy(() => import('./ExpiredSessionModal').then((module) => ({ default: module.ExpiredSessionModal })));

/** The expired-session modal, whose code loads when a session expires: the only time it shows. */
export function ExpiredSessionGate() {
  const { view } = useSession();
  if (!view.showExpiredModal) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredSessionModal />
    </Suspense>
  );
}
