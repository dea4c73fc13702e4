import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The
 * contract's deepest body is four levels; the server's checks walk bodies
 * recursively, so a body of thousands of levels (a few kB) would overflow
 * the stack and answer 500.
 */
export const MAX_JSON_DEPTH = 32;

/** Message of the field error of a body nested deeper than `MAX_JSON_DEPTH`. */
const TOO_DEEPLY_NESTED = 'tooDeeplyNested';

/** Whether JSON `text` opens more than `max` arrays and objects inside one another; one pass, no recursion, brackets in strings not counted. */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with the same parser (prototype
 * poisoning refused) behind a depth check on the raw text, so no code ever
 * walks a deeper body. A refusal is a 400 `[{ field: 'body', message:
 * 'tooDeeplyNested' }]` and one warning line in the log, without a stack.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      request.log.warn({ method: request.method, url: request.routeOptions.url, bytes: text.length, maxDepth: MAX_JSON_DEPTH }, 'JSON body nested too deeply, refused');
      // `statusCode` makes it a client error for every error handler, the test app's too.
      done(Object.assign(new HttpError(400, TOO_DEEPLY_NESTED, [{ field: 'body', message: TOO_DEEPLY_NESTED }]), { statusCode: 400 }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
