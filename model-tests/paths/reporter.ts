import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { PathMeta } from '../support/pathTests';
import { pathLines } from './pathLines';

/**
 * The vitest reporter `npm run test:paths` runs the path tests with: it
 * prints each path as it finishes (its steps, and where it failed), and at
 * the end writes each path test's meta and result as JSON to
 * `PATHS_RESULTS`, for the tool to sum up and draw.
 */

export interface PathResult {
  file: string;
  meta: PathMeta;
  state: 'passed' | 'failed' | 'skipped' | 'pending';
  error: string | null;
}

export interface PathResults {
  paths: PathResult[];
  /** Test files that failed to load, with their first error. */
  broken: Array<{ file: string; error: string }>;
}

function resultOf(file: string, test: TestCase): PathResult | undefined {
  const meta = test.meta().path;
  if (!meta) return undefined;
  const result = test.result();
  return { file, meta, state: result.state, error: result.errors?.[0]?.message ?? null };
}

export default class PathsReporter implements Reporter {
  onTestCaseResult(test: TestCase): void {
    const result = resultOf(relative(process.cwd(), test.module.moduleId), test);
    if (!result || result.state === 'skipped' || result.state === 'pending') return;
    const mark = result.state === 'passed' ? '✓' : '✗';
    const lines = [`${mark} ${result.meta.view ? 'view' : 'machine'} · ${result.meta.scenario} · path ${result.meta.id}  (${result.file})`, ...pathLines(result)];
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const target = process.env.PATHS_RESULTS;
    if (!target) return;
    const results: PathResults = { paths: [], broken: [] };
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      const moduleErrors = module.errors();
      if (moduleErrors.length) results.broken.push({ file, error: moduleErrors[0]?.message ?? 'failed to load' });
      for (const test of module.children.allTests()) {
        const result = resultOf(file, test);
        if (result) results.paths.push(result);
      }
    }
    writeFileSync(target, JSON.stringify(results));
  }
}
