import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { InspectorEvent } from '../../../machines/devtools/inspector/inspector.types';
import type { InspectorView } from '../../../machines/devtools/inspector/inspector.selectors';
import { chartOf } from '../../../machines/graph/chart';
import { CHART_CSS, chartSvg } from '../chart/chartSvg';
import { layoutChart } from '../chart/layout';
import type { ChartLayout } from '../chart/layout';
import { attachInspector } from './inspection';
import { InspectionLog } from './inspectionLog';
import type { InspectedActor, RecordedSnapshot } from './inspectionLog';
import styles from './Inspector.module.css';

// One log for the page, from the first opening on: closing the panel keeps recording, so the history stays whole.
const log = new InspectionLog();
attachInspector(log.observe);

const layouts = new Map<string, Promise<ChartLayout>>();

function machineOf(actor: InspectedActor | undefined): AnyStateMachine | null {
  const logic = actor?.logic as { root?: unknown; config?: unknown } | undefined;
  return logic && typeof logic.root === 'object' && logic.config ? (logic as unknown as AnyStateMachine) : null;
}

/** The ids of the state nodes a state value is in (the root, always in, left out). */
function activeStateIds(machineId: string, value: unknown): string[] {
  const out: string[] = [];
  const visit = (prefix: string, node: unknown): void => {
    if (typeof node === 'string') out.push(`${prefix}.${node}`);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        out.push(`${prefix}.${key}`);
        visit(`${prefix}.${key}`, child);
      }
    }
  };
  visit(machineId, value);
  return out;
}

function useLayout(machine: AnyStateMachine | null): ChartLayout | null {
  const [laid, setLaid] = useState<{ id: string; layout: ChartLayout } | null>(null);
  useEffect(() => {
    if (!machine) return undefined;
    let current = true;
    let pending = layouts.get(machine.id);
    if (!pending) {
      pending = layoutChart(chartOf(machine));
      layouts.set(machine.id, pending);
    }
    void pending.then((layout) => {
      if (current) setLaid({ id: machine.id, layout });
    });
    return () => {
      current = false;
    };
  }, [machine]);
  return machine && laid?.id === machine.id ? laid.layout : null;
}

function Tree({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return (
      <li>
        <details open={depth < 1}>
          <summary>
            {name} {Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`}
          </summary>
          <ul>
            {entries.map(([key, child]) => (
              <Tree key={key} name={key} value={child} depth={depth + 1} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li>
      {name}: <code>{JSON.stringify(value)}</code>
    </li>
  );
}

/**
 * Scrolls the chart's box so its active states show: a chart is larger
 * than the panel, and the state a flow is in is often far from the start.
 */
function scrollToActive(box: HTMLElement): void {
  // The innermost active states: those no other active state is inside of (states are drawn side by side, named by path).
  const active = [...box.querySelectorAll<SVGGElement>('g.state.active')];
  const ids = active.map((state) => state.dataset.state ?? '');
  const leaves = active.filter((_, index) => !ids.some((id) => id.startsWith(`${ids[index]}.`)));
  if (leaves.length === 0) return;
  const frame = box.getBoundingClientRect();
  const rects = leaves.map((leaf) => leaf.getBoundingClientRect());
  const left = Math.min(...rects.map((rect) => rect.left)) - frame.left + box.scrollLeft;
  const top = Math.min(...rects.map((rect) => rect.top)) - frame.top + box.scrollTop;
  const right = Math.max(...rects.map((rect) => rect.right)) - frame.left + box.scrollLeft;
  const bottom = Math.max(...rects.map((rect) => rect.bottom)) - frame.top + box.scrollTop;
  const inView = left >= box.scrollLeft && right <= box.scrollLeft + box.clientWidth && top >= box.scrollTop && bottom <= box.scrollTop + box.clientHeight;
  if (inView) return;
  // Centred where they fit, else their top left corner first.
  box.scrollLeft = right - left <= box.clientWidth ? (left + right - box.clientWidth) / 2 : left - 8;
  box.scrollTop = bottom - top <= box.clientHeight ? (top + bottom - box.clientHeight) / 2 : top - 8;
}

function Chart({ machine, shown }: { machine: AnyStateMachine; shown: RecordedSnapshot | undefined }) {
  const { t } = useLingui();
  const layout = useLayout(machine);
  const box = useRef<HTMLDivElement>(null);
  const activeKey = shown ? JSON.stringify(shown.value) : '';
  useLayoutEffect(() => {
    if (box.current) scrollToActive(box.current);
  }, [layout, activeKey]);
  if (!layout) {
    return (
      <p role="status">
        <Trans id="devtools.inspector.drawing">Drawing the chart…</Trans>
      </p>
    );
  }
  const active = new Set(shown ? activeStateIds(machine.id, shown.value) : []);
  const svg = chartSvg(layout, { title: t({ id: 'devtools.inspector.chartOf', message: `The chart of ${machine.id}` }), stateClass: (id) => (active.has(id) ? 'active' : '') });
  // Our own markup, drawn from the chart's definition (names escaped).
  return <div ref={box} className={styles.chart} data-testid="inspector-chart" dangerouslySetInnerHTML={{ __html: svg }} />;
}

/** The inspector's panel: the running actors, the chosen one's chart with its state, its events and context, and its past. */
export function InspectorPanel({ view, send }: { view: InspectorView; send: (event: InspectorEvent) => void }) {
  const { t } = useLingui();
  useSyncExternalStore(log.subscribe, log.getVersion, log.getVersion);
  // Running means started: an actor made and dropped before it starts (React's development double render) has no snapshot.
  const actors = log.actors().filter((actor) => log.history(actor.id).length > 0);
  const chosen = actors.find((actor) => actor.id === view.actorId);
  const machine = machineOf(chosen);
  const history = chosen ? log.history(chosen.id) : [];
  const shown = view.index === null ? history.at(-1) : history[Math.min(view.index, history.length - 1)];
  const position = view.index === null ? history.length - 1 : Math.min(view.index, history.length - 1);
  const events = chosen ? log.eventLog(chosen.id).slice(-50).reverse() : [];

  return (
    <section id="statechart-inspector" className={styles.panel} aria-labelledby="statechart-inspector-title" data-testid="inspector-panel">
      <style>{CHART_CSS}</style>
      <div className={styles.head}>
        <h2 id="statechart-inspector-title">
          <Trans id="devtools.inspector.title">Statechart inspector</Trans>
        </h2>
        <button type="button" onClick={() => send({ type: 'inspector.toggled' })}>
          <Trans id="devtools.inspector.close">Close</Trans>
        </button>
      </div>
      <ul className={styles.actors} aria-label={t({ id: 'devtools.inspector.actors', message: 'Running actors' })}>
        {actors.map((actor) => (
          <li key={actor.id}>
            <button
              type="button"
              aria-pressed={actor.id === view.actorId}
              className={actor.status === 'active' ? undefined : styles.stopped}
              onClick={() => send({ type: 'inspector.actorChosen', actorId: actor.id })}
              data-testid="inspector-actor"
              data-name={actor.name}
              data-status={actor.status}
            >
              {actor.systemId && actor.systemId !== actor.name ? `${actor.name} (${actor.systemId})` : actor.name} · {actor.id}
              {actor.status === 'active' ? '' : ` · ${actor.status}`}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.detail}>
        {!chosen ? (
          <p>
            <Trans id="devtools.inspector.choose">Choose an actor to see its chart, its events and its context.</Trans>
          </p>
        ) : (
          <>
            <p data-testid="inspector-state">
              <Trans id="devtools.inspector.state">State:</Trans> <code>{JSON.stringify(shown?.value ?? null)}</code>
            </p>
            {machine ? (
              <Chart machine={machine} shown={shown} />
            ) : (
              <p>
                <Trans id="devtools.inspector.notMachine">This actor is not a statechart: its snapshots and events are below.</Trans>
              </p>
            )}
            {history.length > 0 && (
              <div className={styles.travel}>
                <label htmlFor="inspector-travel">
                  {t({ id: 'devtools.inspector.snapshot', message: `Snapshot ${position + 1} of ${history.length}` })}
                </label>
                <input
                  id="inspector-travel"
                  type="range"
                  min={0}
                  max={history.length - 1}
                  value={position}
                  onChange={(event) => send({ type: 'inspector.stepped', index: Number(event.currentTarget.value) })}
                />
                <button type="button" disabled={view.index === null} onClick={() => send({ type: 'inspector.liveChosen' })}>
                  <Trans id="devtools.inspector.live">Live</Trans>
                </button>
                {shown && (
                  <span>
                    ← <code>{shown.event.type}</code>
                  </span>
                )}
              </div>
            )}
            <h3 id="inspector-context-title">
              <Trans id="devtools.inspector.context">Context</Trans>
            </h3>
            <ul className={styles.tree} aria-labelledby="inspector-context-title">
              <Tree name="context" value={shown?.context ?? null} depth={0} />
            </ul>
            <h3 id="inspector-events-title">
              <Trans id="devtools.inspector.events">Events received</Trans>
            </h3>
            <ol className={styles.log} reversed aria-labelledby="inspector-events-title">
              {events.map((event) => (
                <li key={event.seq}>
                  <details>
                    <summary>
                      {event.event.type}
                      {event.sourceId ? ` ← ${actors.find((actor) => actor.id === event.sourceId)?.name ?? event.sourceId}` : ''}
                    </summary>
                    <pre>{JSON.stringify(event.event, null, 2)}</pre>
                  </details>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}
