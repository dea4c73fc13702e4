import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { routeProgressMachine } from '../../../machines/shell/routeProgress/routeProgress.machine';
import { selectRouteProgress } from '../../../machines/shell/routeProgress/routeProgress.selectors';
import { MAIN_ID } from '../Layout/Layout';
import { useRouterAdapter } from '../RouterAdapter';
import styles from './RouteProgress.module.css';
import { useSiteActorRef } from '../../site/siteActors';

/** Progress bar on route changes; focus moves to the page start after a non-shallow one. */
export function RouteProgress() {
  const { t } = useLingui();
  const router = useRouterAdapter();
  const actor = useSiteActorRef(
    routeProgressMachine.provide({
      actions: {
        moveFocusToPageStart: () => {
          const main = document.getElementById(MAIN_ID);
          main?.focus({ preventScroll: true });
        },
      },
    }),
    { input: { router } },
  );
  const view = useSelector(actor, selectRouteProgress);

  if (!view.visible) return null;
  return (
    <div
      className={styles.track}
      data-fading={view.fading}
      role="progressbar"
      aria-label={t({ id: 'shell.progress.loading', message: 'Loading page' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(view.progress)}
      data-testid="route-progress"
    >
      <div className={styles.bar} style={{ width: `${view.progress}%` }} />
    </div>
  );
}
