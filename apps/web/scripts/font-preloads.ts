import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The Latin subsets of the two variable fonts: every page's text needs them before it paints. */
const FIRST_PAINT_FONTS = /^(plus-jakarta-sans|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Preload tags for the fonts the first paint needs, so they arrive with the style sheet instead of
 * after it. The other subsets (Latin Extended, Vietnamese) load only on a page whose text uses them.
 */
export async function fontPreloadTags(dist: string): Promise<string[]> {
  const fonts = (await readdir(path.join(dist, 'assets'))).filter((file) => FIRST_PAINT_FONTS.test(file)).sort();
  if (fonts.length !== 2) throw new Error(`Expected the Latin subsets of both fonts in the build, found: ${fonts.join(', ') || 'none'}.`);
  return fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`);
}
