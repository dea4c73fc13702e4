import { stateName } from './layout';
import type { ChartLayout } from './layout';

/**
 * A laid-out chart as SVG markup. Every state is a `<g data-state="id">` and
 * every transition edge a `<g data-transition="key">`, so a page can mark the
 * active states or a path's transitions with classes; `classes` sets them
 * when the SVG is drawn.
 */

interface ChartSvgOptions {
  /** Extra classes per state id or transition key. */
  stateClass?: (id: string) => string;
  transitionClass?: (key: string) => string;
  /** The SVG's accessible name. */
  title: string;
}

/** Text as it may stand in SVG or HTML markup. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const MARGIN = 8;

export function chartSvg(layout: ChartLayout, options: ChartSvgOptions): string {
  const width = Math.ceil(layout.width + 2 * MARGIN);
  const height = Math.ceil(layout.height + 2 * MARGIN);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" viewBox="${-MARGIN} ${-MARGIN} ${width} ${height}" width="${width}" height="${height}">`,
    `<title>${escapeMarkup(options.title)}</title>`,
    '<defs><marker id="chart-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="context-stroke"/></marker></defs>',
  ];
  const initials = new Set(layout.states.map((laid) => laid.state.initial).filter((id): id is string => id !== null));
  for (const laid of layout.states) {
    const { state } = laid;
    const extra = options.stateClass?.(state.id) ?? '';
    out.push(`<g class="state state-${state.type}${initials.has(state.id) ? ' state-initial' : ''} ${extra}" data-state="${escapeMarkup(state.id)}">`);
    out.push(`<rect x="${laid.x}" y="${laid.y}" width="${laid.width}" height="${laid.height}" rx="6"/>`);
    if (initials.has(state.id)) out.push(`<circle class="initial-mark" cx="${laid.x - 5}" cy="${laid.y + 13}" r="4"/>`);
    out.push(`<text class="state-name" x="${laid.x + 10}" y="${laid.y + 18}">${escapeMarkup(stateName(state))}</text>`);
    laid.lines.forEach((line, index) => {
      out.push(`<text class="state-line" x="${laid.x + 10}" y="${laid.y + 36 + index * 15}">${escapeMarkup(line)}</text>`);
    });
    out.push('</g>');
  }
  for (const edge of layout.edges) {
    const extra = options.transitionClass?.(edge.transition.key) ?? '';
    const d = edge.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)} ${point.y.toFixed(1)}`).join(' ');
    out.push(`<g class="transition ${extra}" data-transition="${escapeMarkup(edge.transition.key)}">`);
    out.push(`<path d="${d}" marker-end="url(#chart-arrow)"/>`);
    out.push(`<text class="transition-label" x="${(edge.label.x + 4).toFixed(1)}" y="${(edge.label.y + edge.label.height - 4).toFixed(1)}">${escapeMarkup(edge.label.text)}</text>`);
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('\n');
}

/** The drawing's styles, for a page that shows it (classes: `active`, `on-path`, `uncovered`). */
export const CHART_CSS = `
.chart { font: 12px ui-monospace, Menlo, Consolas, monospace; }
.chart .state rect { fill: #fff; stroke: #5b6472; stroke-width: 1.2; }
.chart .state-compound > rect, .chart .state-parallel > rect { fill: #f6f7f9; }
.chart .state-parallel > rect { stroke-dasharray: 6 3; }
.chart .state-final > rect { stroke-width: 3; stroke-opacity: .6; }
.chart .state-name { font-weight: 700; fill: #1c2330; }
.chart .state-line { fill: #4a5363; }
.chart .initial-mark { fill: #1c2330; }
.chart .transition path { fill: none; stroke: #8a93a3; stroke-width: 1.2; }
.chart .transition-label { fill: #2c3545; }
.chart .state.active > rect { fill: #e2f0ff; stroke: #0b62c4; stroke-width: 2.5; }
.chart .transition.uncovered path { stroke: #c4271b; stroke-dasharray: 4 3; }
.chart .transition.uncovered .transition-label { fill: #c4271b; }
.chart .transition.on-path path { stroke: #0b62c4; stroke-width: 3; }
.chart .transition.on-path .transition-label { fill: #0b62c4; font-weight: 700; }
.chart .state.on-path > rect { stroke: #0b62c4; stroke-width: 2.5; }
`;
