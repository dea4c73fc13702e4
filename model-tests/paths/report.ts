import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { chartOf } from '../../machines/graph/chart';
import { CHART_CSS, chartSvg, escapeMarkup as escape } from '../../ui/devtools/chart/chartSvg';
import { layoutChart } from '../../ui/devtools/chart/layout';
import type { PathResult } from './reporter';

/**
 * The `--html` report of `npm run test:paths`: the machine's chart (uncovered
 * transitions dashed red), the paths walked with their steps and results,
 * and a path drawn on the chart when it is chosen. One self-contained file.
 */

const PAGE_CSS = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #1c2330; }
header, main { padding: 16px 24px; }
h1 { font-size: 20px; margin: 0 0 4px; }
.figure { overflow: auto; border: 1px solid #d5d9e0; border-radius: 8px; background: #fff; max-height: 70vh; }
ol.paths { list-style: none; padding: 0; }
ol.paths li { border-top: 1px solid #e3e6ea; padding: 8px 0; }
ol.paths button { font: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-align: left; color: #0b4f9c; text-decoration: underline; }
ol.paths li[aria-current="true"] { background: #eef5ff; }
.passed { color: #1d6b2a; } .failed { color: #c4271b; }
.steps { font: 12px ui-monospace, Menlo, Consolas, monospace; margin: 4px 0 0 20px; padding: 0; }
ol.paths .steps li { border: 0; padding: 0; }
.legend span { margin-right: 16px; }
`;

/** Marks the chosen path's transitions and states on the chart (the only script; the report works without it). */
const PAGE_SCRIPT = `
const svg = document.querySelector('svg.chart');
for (const button of document.querySelectorAll('button[data-path]')) {
  button.addEventListener('click', () => {
    const item = button.closest('li');
    const on = item.getAttribute('aria-current') !== 'true';
    for (const other of document.querySelectorAll('ol.paths > li')) other.removeAttribute('aria-current');
    for (const marked of svg.querySelectorAll('.on-path')) marked.classList.remove('on-path');
    if (!on) return;
    item.setAttribute('aria-current', 'true');
    for (const key of JSON.parse(button.dataset.transitions)) for (const edge of svg.querySelectorAll('[data-transition="' + CSS.escape(key) + '"]')) edge.classList.add('on-path');
    for (const id of JSON.parse(button.dataset.states)) for (const state of svg.querySelectorAll('[data-state="' + CSS.escape(id) + '"]')) state.classList.add('on-path');
    svg.scrollIntoView({ block: 'nearest' });
  });
}
`;

export async function writeReport(file: string, machine: AnyStateMachine, results: readonly PathResult[], taken: ReadonlySet<string>): Promise<void> {
  const chart = chartOf(machine);
  const layout = await layoutChart(chart);
  const covered = chart.transitions.filter((t) => taken.has(t.key)).length;
  const svg = chartSvg(layout, {
    title: `${machine.id}: ${chart.states.length - 1} states, ${chart.transitions.length} transitions`,
    transitionClass: (key) => (taken.has(key) ? '' : 'uncovered'),
  });
  const passed = results.filter((result) => result.state === 'passed').length;
  const items = results.map((result) => {
    const { meta } = result;
    const transitions = (meta.transitions ?? []).flat();
    // A state's id is the machine id and its path (`consent.panel.banner`); the steps name leaf paths.
    const states = [...new Set(meta.steps.flatMap((step) => step.states.flatMap((leaf) => {
      const parts = leaf.split('.');
      return parts.map((_, index) => [machine.id, ...parts.slice(0, index + 1)].join('.'));
    })))];
    const steps = meta.steps.map((step, index) => {
      const failedHere = meta.failure?.step === index;
      const text = index === 0 ? `starts in ${step.states.join(', ')}` : `${step.event} → ${step.states.join(', ')}`;
      const failure = failedHere && meta.failure ? ` ✗ expected ${meta.failure.expected.join(', ')}, actual ${meta.failure.actual?.join(', ') ?? 'not reached'}` : '';
      return `<li${failedHere ? ' class="failed"' : ''}>${escape(text + failure)}</li>`;
    });
    const error = result.state === 'failed' ? `<p class="failed">${escape(meta.failure?.message ?? result.error ?? '')}<br>rerun: <code>npm run test:paths -- ${escape(meta.machine)} --path ${escape(meta.id)}</code></p>` : '';
    return `<li><span class="${result.state}">${result.state === 'passed' ? '✓' : '✗'} ${result.state}</span> · ${meta.view ? 'view' : 'machine'} · ${escape(meta.scenario)} · <button type="button" data-path="${escape(meta.id)}" data-transitions="${escape(JSON.stringify(transitions))}" data-states="${escape(JSON.stringify(states))}">path ${escape(meta.id)}: draw it on the chart</button>
<ol class="steps">${steps.join('')}</ol>${error}</li>`;
  });
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Paths of ${escape(machine.id)}</title>
<style>${PAGE_CSS}${CHART_CSS}</style></head>
<body>
<header><h1>Paths of ${escape(machine.id)}</h1>
<p>${results.length} paths walked: ${passed} passed, ${results.length - passed} failed · transitions covered: ${covered}/${chart.transitions.length} · written ${escape(new Date().toISOString())}</p>
<p class="legend"><span>grey: a transition these paths took</span><span class="failed">dashed red: not taken by these paths</span><span style="color:#0b62c4">blue: the chosen path</span></p></header>
<main>
<div class="figure">${svg}</div>
<h2>Paths</h2>
<ol class="paths">
${items.join('\n')}
</ol>
</main>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
