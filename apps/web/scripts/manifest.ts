import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Vite's build manifest: each source module (or HTML entry) and the chunk built from it. */
export type BuildManifest = Record<string, ManifestChunk>;

export async function readBuildManifest(dist: string): Promise<BuildManifest> {
  return JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}

/**
 * What a page loads before it runs: the chunks of `sources` and every chunk they import statically,
 * each once (the first source's chunk first), and their style sheets. Dynamic imports are left out:
 * they load later, on demand.
 */
export function firstLoad(manifest: BuildManifest, sources: readonly string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (source: string) => {
    if (seen.has(source)) return;
    seen.add(source);
    const chunk = manifest[source];
    if (!chunk) throw new Error(`The build manifest has no module ${source}.`);
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}
