/**
 * Helpers for the services a test or the bench starts as child processes.
 */

/**
 * Waits until a line of `child`'s output matches `pattern`; fails when it exits first or after `timeoutMs`.
 * @param {import('node:child_process').ChildProcess} child
 * @param {RegExp} pattern
 * @param {number} timeoutMs
 * @param {string} name
 * @returns {Promise<RegExpMatchArray>}
 */
export function waitForLine(child, pattern, timeoutMs, name) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${name} not ready within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    /** @param {Buffer} chunk */
    const listen = (chunk) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) finish(() => resolve(match));
    };
    /** @param {number | null} code */
    const exited = (code) => fail(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    /** @param {() => void} then */
    const finish = (then) => {
      clearTimeout(timer);
      child.stdout?.off('data', listen);
      child.stderr?.off('data', listen);
      child.off('exit', exited);
      then();
    };
    /** @param {Error} error */
    const fail = (error) => finish(() => reject(error));
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', exited);
  });
}

/**
 * Stops a child with SIGTERM, and with SIGKILL when it has not exited 10 s later.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
