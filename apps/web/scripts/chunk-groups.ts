import path from 'node:path';
import type { Rolldown } from 'vite';

/** The modules whose static imports decide what a first load fetches. */
export interface FirstLoadRoots {
  /** The pre-rendered public pages' entries (src/site/entries). */
  sitePages: string[];
  /** The app's entry (main.tsx). */
  app: string;
  /** The layout every screen that talks to the API sits in (app/data-layout.tsx). */
  dataLayout: string;
  /** Tells the sign-in and registration screens' modules from the others. */
  isSignInScreen: (id: string) => boolean;
}

type Group = 'site' | 'marketing' | 'app' | 'data' | 'sign-in';
/** What the bundler tells of a module while it splits the chunks. */
interface ModuleGraph {
  getModuleInfo(id: string): Pick<Rolldown.ModuleInfo, 'importers' | 'importedIds' | 'dynamicImporters' | 'isEntry'> | null;
}

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * The chunks, by what loads them (docs/decisions/012-first-load.md). Left to itself the bundler makes
 * one chunk per set of importers: some 30 of 1 to 3 KB on a public page, each a request with its own
 * headers. Instead:
 * - `react`: React, React DOM and the scheduler, for both kinds of page;
 * - `site`: what the public pages share with the app's shell or with any screen (the site's frame, the
 *   brand, the button, icons);
 * - `marketing`: what the public pages share among themselves alone (the pages' sections, their copy);
 *   what only one page loads stays in that page's chunk;
 * - `app`: the rest of the app's shell (the router, the route table, the lazy-screen loader);
 * - `data`: the data layout's code (the query cache, the API client, the contracts' validation), apart
 *   from `app` so that it runs in a task of its own, once the first screen's chunks have come, rather
 *   than making the shell's one long task longer;
 * - `sign-in`: what two or more sign-in and registration screens share (forms, inputs); what one of them
 *   loads, alone or with screens of other kinds (an icon the Staff page uses too), stays out of it, or
 *   every sign-in screen would download it;
 * - the signed-in screens' code as the bundler splits it, each screen in its own chunks.
 * So a public page fetches its entry, its page, `site`, `marketing`, `react` and the bundler's runtime;
 * a sign-in screen the app's entry, the runtime, `react`, `app`, `site`, the data layout's own chunk,
 * `data`, its own chunk and `sign-in`.
 */
export function firstLoadChunkGroups(roots: FirstLoadRoots): Rolldown.CodeSplittingGroup[] {
  const groupOf = chunkGroupOf(roots);
  const group = (name: Group, priority: number): Rolldown.CodeSplittingGroup => ({
    name: (id, graph) => (groupOf(id, graph) === name ? name : null),
    debugName: name,
    priority,
  });
  return [
    { name: 'react', test: REACT, priority: 50 },
    group('site', 40),
    group('marketing', 30),
    group('app', 20),
    group('data', 15),
    group('sign-in', 10),
  ];
}

function chunkGroupOf(roots: FirstLoadRoots) {
  const sitePages = new Set(roots.sitePages.map((file) => path.resolve(file)));
  const known = new Map<string, Group | null>();
  return (id: string, graph: ModuleGraph): Group | null => {
    // The app's entry module waits (top-level await) for the first screen's chunks, which import the
    // `app` chunk: in that chunk, it would wait for itself and never render. It stays in the entry's chunk.
    if (id === roots.app) return null;
    if (!known.has(id)) known.set(id, classify(loadersOf(id, graph, roots.app), graph));
    return known.get(id)!;
  };

  function classify(loaders: Set<string>, graph: ModuleGraph): Group | null {
    const pages = [...loaders].filter((loader) => sitePages.has(loader));
    if (pages.length > 0) {
      const others = [...loaders].filter((loader) => !pages.some((page) => isPagesOwn(page, loader, graph)));
      if (others.length > 0) return 'site';
      return pages.length > 1 ? 'marketing' : null;
    }
    if (loaders.has(roots.app)) return 'app';
    if (loaders.has(roots.dataLayout)) return 'data';
    const screens = [...loaders].filter(roots.isSignInScreen);
    if (screens.length > 1) return 'sign-in';
    return null;
  }
}

/** A page's entry, or the page's module that the entry imports and the app's router loads too. */
const isPagesOwn = (entry: string, loader: string, graph: ModuleGraph) =>
  loader === entry || (graph.getModuleInfo(entry)?.importedIds.includes(loader) ?? false);

/**
 * The modules that load `id` through static imports alone: the entries and the targets of dynamic
 * imports it is reached from (itself, if it is one), and the app's entry module.
 */
function loadersOf(id: string, graph: ModuleGraph, app: string): Set<string> {
  const loaders = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = graph.getModuleInfo(next);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0 || next === app) loaders.add(next);
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return loaders;
}
