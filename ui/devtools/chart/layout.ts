import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { Chart, ChartState, ChartTransition } from '../../../machines/graph/chart';

/**
 * Lays a chart out with ELK's layered algorithm (as Stately's visualiser
 * does): states nested as defined, transitions routed between them with their
 * labels placed clear of the boxes. Coordinates are absolute, in px.
 */

interface LaidState {
  state: ChartState;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Lines written inside the box under its name: invoked actors, transitions that stay. */
  lines: string[];
}

interface LaidEdge {
  transition: ChartTransition;
  /** `key>target`: one edge per target of a transition. */
  id: string;
  points: Array<{ x: number; y: number }>;
  label: { text: string; x: number; y: number; width: number; height: number };
}

export interface ChartLayout {
  width: number;
  height: number;
  states: LaidState[];
  edges: LaidEdge[];
}

const CHAR = 7.4;
const LINE = 15;
const HEADER = 26;
const PAD = 12;

/** What a transition's label says: event, guard and delay. */
function transitionText(transition: ChartTransition): string {
  // The event already names the delay (`after(retry)`); its value is added when it is a number.
  const delay = transition.delay?.ms != null ? ` (${transition.delay.name === `${transition.delay.ms} ms` ? '' : `${transition.delay.name} = `}${transition.delay.ms} ms)` : '';
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  return `${transition.event}${delay}${guard}`;
}

function linesOf(chart: Chart, state: ChartState): string[] {
  const stays = chart.transitions.filter((t) => t.source === state.id && t.targets.length === 0).map((t) => `↻ ${transitionText(t)}`);
  return [...state.invokes.map((invoke) => `invoke ${invoke}`), ...stays];
}

/** The name a state's box shows. */
export function stateName(state: ChartState): string {
  return state.type === 'final' ? `${state.key} (final)` : state.type === 'parallel' ? `${state.key} ∥` : state.key;
}

function textWidth(text: string): number {
  return Math.ceil(text.length * CHAR);
}

export async function layoutChart(chart: Chart): Promise<ChartLayout> {
  const lines = new Map(chart.states.map((state) => [state.id, linesOf(chart, state)]));
  const nodes = new Map<string, ElkNode>();
  let root: ElkNode | null = null;
  for (const state of chart.states) {
    const own = lines.get(state.id) ?? [];
    const hasChildren = chart.states.some((other) => other.parent === state.id);
    const widest = Math.max(textWidth(stateName(state)) + 24, ...own.map((line) => textWidth(line) + 2 * PAD));
    const node: ElkNode = hasChildren
      ? {
          id: state.id,
          children: [],
          layoutOptions: { 'elk.padding': `[top=${HEADER + own.length * LINE + 8},left=${PAD},bottom=${PAD},right=${PAD}]`, 'elk.nodeSize.minimum': `(${widest}, 40)`, 'elk.nodeSize.constraints': 'MINIMUM_SIZE' },
        }
      : { id: state.id, width: widest, height: HEADER + own.length * LINE + 8 };
    nodes.set(state.id, node);
    if (state.parent === null) root = node;
    else nodes.get(state.parent)?.children?.push(node);
  }
  if (!root) throw new Error(`${chart.id}: no root state`);

  const edges: ElkExtendedEdge[] = [];
  const byId = new Map<string, { transition: ChartTransition; text: string }>();
  for (const transition of chart.transitions) {
    for (const target of transition.targets) {
      const id = `${transition.key}>${target}`;
      const text = transitionText(transition);
      byId.set(id, { transition, text });
      edges.push({ id, sources: [transition.source], targets: [target], labels: [{ id: `${id}#label`, text, width: textWidth(text) + 8, height: LINE + 2 }] });
    }
  }

  const graph: ElkNode = {
    id: '(chart)',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: [root],
    edges,
  };
  const laid = await new ELK().layout(graph);

  const states: LaidState[] = [];
  const visit = (node: ElkNode): void => {
    const state = chart.states.find((candidate) => candidate.id === node.id);
    if (state) states.push({ state, x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0, lines: lines.get(state.id) ?? [] });
    for (const child of node.children ?? []) visit(child);
  };
  for (const child of laid.children ?? []) visit(child);

  const laidEdges: LaidEdge[] = [];
  for (const edge of laid.edges ?? []) {
    const own = byId.get(edge.id);
    if (!own) continue;
    const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
    const label = edge.labels?.[0];
    laidEdges.push({
      transition: own.transition,
      id: edge.id,
      points,
      label: { text: own.text, x: label?.x ?? points[0]?.x ?? 0, y: label?.y ?? points[0]?.y ?? 0, width: label?.width ?? 0, height: label?.height ?? 0 },
    });
  }
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, edges: laidEdges };
}
