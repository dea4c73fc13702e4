import type { PathResult } from './reporter';

/** The command that walks exactly one path again. */
function rerunCommand(machine: string, id: string): string {
  return `npm run test:paths -- ${machine} --path ${id}`;
}

/** A path as sentences: one line per step, the event and the states it reached. */
export function pathLines(result: PathResult): string[] {
  const { meta } = result;
  const failure = meta.failure;
  // A failing path is cut at its failing step: those steps are the shortest sequence that reproduces it.
  const steps = failure ? meta.steps.slice(0, failure.step + 1) : meta.steps;
  const lines = steps.map((step, index) => {
    const reached = step.states.join(', ');
    const line = index === 0 ? `    starts in ${reached}` : `    ${step.event}  →  ${reached}`;
    if (failure && index === failure.step) {
      if (failure.actual && failure.actual.join() === failure.expected.join()) return `${line}   ✗ in ${reached} as the chart says, but that state's check failed`;
      const actual = failure.actual ? failure.actual.join(', ') : 'not reached';
      return `${line}   ✗ expected ${failure.expected.join(', ')}, actual ${actual}`;
    }
    return line;
  });
  if (result.state === 'failed') {
    lines.push(`    failed: ${failure?.message ?? result.error ?? 'unknown error'}`);
    if (failure && failure.step < meta.steps.length - 1) lines.push(`    (${meta.steps.length - 1 - failure.step} later steps not taken)`);
    lines.push(`    rerun: ${rerunCommand(meta.machine, meta.id)}`);
  }
  return lines;
}
