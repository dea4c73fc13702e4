import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

/**
 * The 6-character build version sent as `_v` on every call: the commit when
 * there is one, else a hash of the package version and build time.
 */
export function buildVersion() {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION.slice(0, 6).padEnd(6, '0');
  try {
    return execFileSync('git', ['rev-parse', '--short=6', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
      .slice(0, 6);
  } catch {
    return createHash('sha1').update(String(Date.now())).digest('hex').slice(0, 6);
  }
}
