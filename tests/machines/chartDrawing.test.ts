import { describe, expect, it } from 'vitest';
import { EID_POLL_INTERVAL_MS, EID_QR_REFRESH_INTERVAL_MS } from '../../machines/eidLogin/constants';
import { eidLoginMachine } from '../../machines/eidLogin/eidLogin.machine';
import { chartOf } from '../../machines/graph/chart';
import { listTransitions } from '../../machines/graph/transitions';
import { offlineMachine } from '../../machines/shell/offline/offline.machine';
import { chartSvg } from '../../ui/devtools/chart/chartSvg';
import { layoutChart } from '../../ui/devtools/chart/layout';
import { pathLines } from '../../model-tests/paths/pathLines';
import type { PathResult } from '../../model-tests/paths/reporter';

describe('a chart read from its definition', () => {
  const chart = chartOf(eidLoginMachine);

  it('has every state, nested as defined, and every transition the coverage gate counts', () => {
    expect(chart.states[0]).toMatchObject({ id: 'eidLogin', parent: null });
    expect(chart.states.find((state) => state.id === 'eidLogin.polling')?.type).toBe('parallel');
    expect(chart.states.find((state) => state.id === 'eidLogin.polling.status.waiting')?.parent).toBe('eidLogin.polling.status');
    expect(chart.transitions.map((t) => t.key)).toEqual(listTransitions(eidLoginMachine).map((t) => t.key));
  });

  it('names delays with their values, guards and invoked actors', () => {
    const delays = chart.transitions.filter((t) => t.delay).map((t) => t.delay);
    expect(delays).toEqual(
      expect.arrayContaining([
        { name: 'pollInterval', ms: EID_POLL_INTERVAL_MS },
        { name: 'qrRefreshInterval', ms: EID_QR_REFRESH_INTERVAL_MS },
      ]),
    );
    expect(chart.transitions.some((t) => t.guard === 'isComplete')).toBe(true);
    // A combination is named by what it combines, not by its function's name (a production build shortens it).
    expect(chart.transitions.some((t) => t.guard === 'and(hasGivenOrder, opensAppHere)')).toBe(true);
    expect(chart.states.find((state) => state.id === 'eidLogin.polling.status.checking')?.invokes).toEqual(['pollStatus: pollStatus']);
  });
});

describe('a chart laid out and drawn', () => {
  it('places every state inside its parent and routes every transition between its states', async () => {
    const chart = chartOf(eidLoginMachine);
    const layout = await layoutChart(chart);
    const boxes = new Map(layout.states.map((laid) => [laid.state.id, laid]));
    expect(boxes.size).toBe(chart.states.length);
    for (const laid of layout.states) {
      expect(laid.width).toBeGreaterThan(0);
      const parent = laid.state.parent ? boxes.get(laid.state.parent) : undefined;
      if (!parent) continue;
      expect(laid.x).toBeGreaterThanOrEqual(parent.x);
      expect(laid.y).toBeGreaterThanOrEqual(parent.y);
      expect(laid.x + laid.width).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
      expect(laid.y + laid.height).toBeLessThanOrEqual(parent.y + parent.height + 0.5);
    }
    const targeted = chart.transitions.flatMap((t) => t.targets.map((target) => `${t.key}>${target}`));
    expect(layout.edges.map((edge) => edge.id).sort()).toEqual(targeted.sort());
    for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
  });

  it('marks states and transitions for a page to highlight, and escapes names', async () => {
    const layout = await layoutChart(chartOf(offlineMachine));
    const svg = chartSvg(layout, { title: 'offline <chart>', stateClass: (id) => (id === 'offline.online' ? 'active' : ''), transitionClass: () => 'uncovered' });
    expect(svg).toContain('<title>offline &lt;chart&gt;</title>');
    expect(svg).toMatch(/class="state state-atomic[^"]* active" data-state="offline.online"/);
    expect(svg).toContain('data-transition="offline.online|network.offline|0"');
    expect(svg.match(/class="transition uncovered"/g)?.length).toBe(listTransitions(offlineMachine).filter((t) => t.targets.length).length);
  });
});

describe('a path as the tool prints it', () => {
  const result: PathResult = {
    file: 'model-tests/shell/offline.test.ts',
    state: 'failed',
    error: 'step 1 (network.offline): real actor differs from the model',
    meta: {
      machine: 'offline',
      view: false,
      scenario: 'starts online',
      id: '0539b3cf',
      steps: [
        { event: 'start', states: ['online'] },
        { event: 'network.offline', states: ['offline'] },
        { event: 'network.online', states: ['online'] },
      ],
      failure: { step: 1, expected: ['offline'], actual: ['online'], message: 'step 1 (network.offline): real actor differs from the model' },
    },
  };

  it('cuts a failing path at the failing step, says expected and actual, and how to rerun exactly that path', () => {
    expect(pathLines(result)).toEqual([
      '    starts in online',
      '    network.offline  →  offline   ✗ expected offline, actual online',
      '    failed: step 1 (network.offline): real actor differs from the model',
      '    (1 later steps not taken)',
      '    rerun: npm run test:paths -- offline --path 0539b3cf',
    ]);
  });

  it('says when the actor was where the chart says but the check of that state failed', () => {
    const failure = { step: 1, expected: ['offline'], actual: ['offline'], message: 'expected true to be false' };
    expect(pathLines({ ...result, meta: { ...result.meta, failure } })[1]).toBe('    network.offline  →  offline   ✗ in offline as the chart says, but that state\'s check failed');
  });

  it('prints a passing path whole', () => {
    const { failure: _failure, ...meta } = result.meta;
    expect(pathLines({ ...result, state: 'passed', error: null, meta })).toEqual([
      '    starts in online',
      '    network.offline  →  offline',
      '    network.online  →  online',
    ]);
  });
});
