import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files worth compressing: text. Fonts and images are compressed already. */
const TEXT_FILE = /\.(?:js|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, the compressed file and its headers save nothing worth a second file. */
const MIN_BYTES = 512;

/**
 * Writes a Brotli (.br, best quality) and a gzip (.gz, level 9) copy beside each text file of the
 * build, so the server sends the smaller one the browser accepts without compressing per request.
 */
export async function compressTextFiles(dist: string) {
  let files = 0;
  let bytes = 0;
  let compressedBytes = 0;
  for (const file of await readdir(dist, { recursive: true })) {
    const full = path.join(dist, file);
    if (!TEXT_FILE.test(file) || (await stat(full)).size < MIN_BYTES) continue;
    const content = await readFile(full);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    files += 1;
    bytes += content.length;
    compressedBytes += br.length;
  }
  return { files, bytes, compressedBytes };
}
