/**
 * The API's production build: each entry point bundled with the workspace's own TypeScript (the API
 * and @nestway/core) into one ES module under apps/api/dist, run by plain `node`. Packages from
 * node_modules stay imports: they are installed beside the build, and some (argon2, PGlite's WASM)
 * load files of their own at run time.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(apiRoot, 'dist');

/** Bare imports are installed packages, kept external; @nestway/* are workspace sources, bundled. */
const installedPackagesExternal: Plugin = {
  name: 'installed-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@nestway/') ? undefined : { path: args.path, external: true }));
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  // main: the server; migrate: `npm run db:migrate` for deploy pipelines.
  entryPoints: { main: path.join(apiRoot, 'src/main.ts'), migrate: path.join(apiRoot, 'src/migrate.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [installedPackagesExternal],
  logLevel: 'warning',
});
