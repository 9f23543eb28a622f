import { readdirSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunkGroups } from './scripts/chunk-groups.js';
import { contractSummariesOutOfTheBuild } from './scripts/contract-summaries.js';
import { buildLocale, localeBuildConfig } from './scripts/locale-build.js';
import { lucideIconImports } from './scripts/lucide-icon-imports.js';
import { SIGN_IN_SCREENS } from './scripts/sign-in-screens.js';

const apiPort = process.env.API_PORT ?? '5000';
const fromRoot = (file: string) => path.resolve(import.meta.dirname, file);
const locale = localeBuildConfig(buildLocale());

/** One entry per pre-rendered public page, so each loads its own code and nothing else. */
const sitePageEntries = Object.fromEntries(
  readdirSync(fromRoot('src/site/entries')).map((file) => [`site-${path.basename(file, '.tsx')}`, fromRoot(`src/site/entries/${file}`)]),
);

/** The server render of the public pages and of the sign-in screens (scripts/build.ts imports both). */
const serverRenderEntries: Record<string, string> = { site: fromRoot('src/site/render.tsx'), app: fromRoot('src/app/render.tsx') };

/** Built by scripts/build.ts: the browser bundles, then the server render of the pre-rendered pages. */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), lucideIconImports(), contractSummariesOutOfTheBuild(), ...locale.plugins],
  define: locale.define,
  resolve: { alias: [{ find: '@', replacement: fromRoot('src') }] },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        rolldownOptions: { input: serverRenderEntries },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Which chunks each page loads: read by the pre-render script and the byte-budget test.
        manifest: true,
        // Written for debugging, never linked from the bundles; scripts/build.ts moves them out of dist.
        sourcemap: 'hidden',
        rolldownOptions: {
          // The app's shell (every screen, by the router), and the script of each pre-rendered page.
          input: { app: fromRoot('index.html'), ...sitePageEntries },
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: firstLoadChunkGroups({
                sitePages: Object.values(sitePageEntries),
                app: fromRoot('src/main.tsx'),
                dataLayout: fromRoot('src/app/data-layout.tsx'),
                isSignInScreen: (id) => SIGN_IN_SCREENS.test(path.relative(import.meta.dirname, id).replaceAll(path.sep, '/')),
              }),
            },
          },
        },
      },
}));
