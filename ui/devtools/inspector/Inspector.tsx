import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { inspectorMachine } from '../../../machines/devtools/inspector/inspector.machine';
import { selectInspector } from '../../../machines/devtools/inspector/inspector.selectors';
import styles from './Inspector.module.css';
import { attachInspector } from './inspection';
import { useSiteActorRef } from '../../site/siteActors';

const loadPanel = () => import('./InspectorPanel');
// Resolved by the chart's `loadPanel` before the panel shows, so it never suspends for long.
const InspectorPanel = lazy(() => loadPanel().then((module) => ({ default: module.InspectorPanel })));

/**
 * The hosted Stately inspector, for developers online who want it
 * (`NEXT_PUBLIC_STATELY_INSPECT=1 npm run dev`): it opens stately.ai in a
 * window and gets every actor, as our panel does. Never without the setting.
 */
if (process.env.NEXT_PUBLIC_STATELY_INSPECT === '1' && typeof window !== 'undefined') {
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const stately = createBrowserInspector();
    attachInspector((event) => stately.inspect.next?.(event));
  });
}

/**
 * The inspector's launcher (development builds, or developer mode): a button
 * that opens the panel, whose code loads only then.
 */
export function Inspector() {
  const actor = useSiteActorRef(inspectorMachine, { input: { load: loadPanel } });
  const view = useSelector(actor, selectInspector);
  const open = view.phase === 'open';
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The panel covers the launcher's corner on a phone, so the launcher hides while it is open; closing gives it the focus back.
  useEffect(() => {
    if (wasOpen.current && !open) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button
        ref={launcher}
        type="button"
        hidden={open}
        className={styles.launcher}
        aria-expanded={open}
        aria-controls="statechart-inspector"
        onClick={() => actor.send({ type: 'inspector.toggled' })}
        data-testid="inspector-toggle"
      >
        {view.phase === 'loading' ? <Trans id="devtools.inspector.loading">Loading…</Trans> : <Trans id="devtools.inspector.open">Statecharts</Trans>}
      </button>
      {view.phase === 'failed' && (
        <p role="alert" className={styles.failure}>
          <Trans id="devtools.inspector.failed">The inspector could not load. Press the button to try again.</Trans>
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <InspectorPanel view={view} send={actor.send} />
        </Suspense>
      )}
    </>
  );
}
