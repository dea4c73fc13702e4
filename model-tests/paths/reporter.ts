import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { PathMeta } from '../support/pathTests';

/**
 * The vitest reporter `npm run test:paths` runs the path tests with: it
 * prints nothing and writes each path test's meta and result as JSON to
 * `PATHS_RESULTS`, for the tool to print and draw.
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

export default class PathsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const target = process.env.PATHS_RESULTS;
    if (!target) return;
    const results: PathResults = { paths: [], broken: [] };
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      const moduleErrors = module.errors();
      if (moduleErrors.length) results.broken.push({ file, error: moduleErrors[0]?.message ?? 'failed to load' });
      for (const test of module.children.allTests()) {
        const meta = test.meta().path;
        if (!meta) continue;
        const result = test.result();
        results.paths.push({ file, meta, state: result.state, error: result.errors?.[0]?.message ?? null });
      }
    }
    writeFileSync(target, JSON.stringify(results));
  }
}
