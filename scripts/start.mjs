import { pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build.mjs';
import { root } from './run.mjs';
import { bundleServer, serverBundle } from './server-bundle.mjs';

/**
 * `npm start`: builds when needed, then runs the one server (pages, /api,
 * embedded database) in production mode.
 */
process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
const code = buildIfNeeded();
if (code !== 0) process.exit(code);
process.chdir(root);
await bundleServer();
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
