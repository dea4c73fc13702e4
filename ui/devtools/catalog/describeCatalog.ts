import { resolve } from 'node:path';
import { MACHINE_CATALOG } from '../../../machines/catalog';
import type { CatalogEntry } from '../../../machines/catalog';
import { chartOf } from '../../../machines/graph/chart';
import type { Chart } from '../../../machines/graph/chart';
import { chartSvg } from '../chart/chartSvg';
import { layoutChart } from '../chart/layout';

/** One machine as the development catalogue shows it (`/dev/machines`), drawn on the server. */
export interface CatalogChart {
  id: string;
  /** The defining file, from the repository root. */
  source: string;
  /** The file on this machine, for an editor link. */
  sourcePath: string;
  states: number;
  transitions: number;
  events: string[];
  guards: string[];
  delays: Array<{ name: string; ms: number | null }>;
  actors: string[];
  svg: string;
}

const INTERNAL = /^(always|after\(|done\(|error\()/;

function unique<T>(items: T[], key: (item: T) => string = String): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()].sort((a, b) => key(a).localeCompare(key(b)));
}

/** Layouts by machine id, kept while the module is (a change to a chart reloads it in development). */
const drawn = new Map<string, Promise<string>>();

function drawing(chart: Chart): Promise<string> {
  const { id } = chart;
  let svg = drawn.get(id);
  if (!svg) {
    svg = layoutChart(chart).then((layout) => chartSvg(layout, { title: `${id}: ${chart.states.length - 1} states, ${chart.transitions.length} transitions` }));
    drawn.set(id, svg);
  }
  return svg;
}

/** Every machine of the catalogue, read from its definition (nothing is run) and drawn. */
export async function describeCatalog(entries: readonly CatalogEntry[] = MACHINE_CATALOG): Promise<CatalogChart[]> {
  const out: CatalogChart[] = [];
  for (const entry of entries) {
    const chart = chartOf(entry.machine);
    out.push({
      id: chart.id,
      source: entry.source,
      sourcePath: resolve(process.cwd(), entry.source),
      states: chart.states.length - 1,
      transitions: chart.transitions.length,
      events: unique(chart.transitions.map((t) => t.event).filter((event) => !INTERNAL.test(event))),
      guards: unique(chart.transitions.flatMap((t) => (t.guard ? [t.guard] : []))),
      delays: unique(chart.transitions.flatMap((t) => (t.delay ? [t.delay] : [])), (delay) => delay.name),
      actors: unique(chart.states.flatMap((state) => state.invokes.map((invoke) => invoke.split(': ')[1] ?? invoke))),
      // One at a time: ELK is synchronous work, and 50 at once would hold the server for all of them.
      svg: await drawing(chart),
    });
  }
  return out;
}
