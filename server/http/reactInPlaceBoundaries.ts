import { createRequire } from 'node:module';

type RenderToReadableStream = (children: unknown, options?: Record<string, unknown>) => unknown;

const PATCHED = Symbol.for('site.renderBoundariesInPlace');

/**
 * Next's pages renderer (`react-dom/server.edge`, which it loads itself)
 * assembles a page's whole HTML before it is sent, yet React still
 * "outlines" a large finished Suspense boundary: writes it after the rest,
 * with an inline script that moves it into place. Next hands React no CSP
 * nonce for such scripts, so the page's policy refuses them and the
 * boundary stays empty until the browser draws it again. The page's
 * deferred sections (`ui/sections/Sections.tsx`) are such boundaries.
 * With no limit on a chunk's size React writes every boundary where it
 * stands, as one piece of HTML. Called once, before Next renders a page.
 */
export function renderSuspenseBoundariesInPlace(): void {
  const require = createRequire(import.meta.url);
  const server = require('react-dom/server.edge') as { renderToReadableStream: RenderToReadableStream & { [PATCHED]?: true } };
  if (server.renderToReadableStream[PATCHED]) return;
  const render = server.renderToReadableStream;
  server.renderToReadableStream = Object.assign(
    (children: unknown, options?: Record<string, unknown>) => render(children, { progressiveChunkSize: Number.POSITIVE_INFINITY, ...options }),
    { [PATCHED]: true as const },
  );
}
