import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { root } from './run.mjs';

/** Where `npm start` runs the server from: inside the project, so packages resolve from `node_modules`. */
export const serverBundle = path.join(root, '.next', 'site-server', 'main.mjs');

/**
 * Compiles the server (`server/main.ts` and what it imports of ours) into
 * one JavaScript module, packages left as imports. `npm start` runs this
 * rather than the TypeScript through a loader: the loader's hooks run on a
 * thread of their own that holds about 60 MB for the server's whole life.
 * It takes well under a second, so every start compiles afresh.
 *
 * `import.meta.dirname` (the migrations folder, the project root) means the
 * source file's folder, so it is rewritten to that folder as seen from the
 * bundle.
 */
export async function bundleServer() {
  const sourceFolder = {
    name: 'source-folder',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const folder = path.relative(path.dirname(serverBundle), path.dirname(args.path));
        return {
          contents: text.replaceAll('import.meta.dirname', `__folderFromBundle(${JSON.stringify(folder)})`),
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        };
      });
    },
  };
  try {
    const { outputFiles } = await esbuild.build({
      entryPoints: [path.join(root, 'server', 'main.ts')],
      outfile: serverBundle,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      logLevel: 'warning',
      write: false,
      plugins: [sourceFolder],
      banner: {
        js: [
          "import { fileURLToPath as __fileURLToPath } from 'node:url';",
          "const __folderFromBundle = (folder) => __fileURLToPath(new URL(`${folder}/`, import.meta.url)).replace(/\\/$/, '');",
        ].join('\n'),
      },
    });
    // Written aside and renamed, so a server starting meanwhile from the same folder never reads half a file.
    mkdirSync(path.dirname(serverBundle), { recursive: true });
    for (const file of outputFiles) {
      const aside = `${file.path}.${process.pid}`;
      writeFileSync(aside, file.contents);
      renameSync(aside, file.path);
    }
  } finally {
    await esbuild.stop();
  }
}
