import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** A response smaller than this fits in a packet or two: compressing it saves nothing worth the CPU. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON) above the threshold, Brotli first, then gzip. Quality 4 keeps Brotli
 * about as fast as gzip per request; the built front end is compressed at build time instead, at
 * full quality, and goes out as is.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
