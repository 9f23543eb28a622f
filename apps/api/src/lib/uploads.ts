import { finished, Transform, type TransformCallback } from 'node:stream';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@nestway/core/uploads';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../context';
import { newFileKey } from '../storage/file-storage';
import { discardUploads, recordPendingUpload } from '../storage/pending-uploads';
import { AppError, badRequest } from './app-error';
import { safeFileName } from './file-names';
import { containsNul, NUL_CHARACTER_MESSAGE } from './nul-characters';

export interface StoredUpload {
  field: string;
  key: string;
  size: number;
  /** Detected from the file's bytes, never taken from the browser. */
  contentType: string;
  originalName: string;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: StoredUpload[];
}

export interface UploadRules {
  prefix: string;
  allowedTypes: readonly string[];
  /** A sentence for the 415 answer, e.g. 'Please upload an image (JPEG, PNG, GIF or WebP).' */
  typeMessage: string;
  maxFiles?: number;
  /** Answered (413) when more than `maxFiles` files arrive; a generic message otherwise. */
  tooManyMessage?: string;
}

const SNIFF_BYTES = 4100;
/** What a form adds to its files: the fields (30 of at most 20,000 characters) and each part's headers. */
const FORM_OVERHEAD_BYTES = 30 * 20_000 + 64 * 1024;

/** Passes bytes through once the first few kilobytes show an allowed type; fails the stream otherwise. */
class TypeSniffer extends Transform {
  detected: string | undefined;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly options: UploadRules) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.detected) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.release(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.detected) return callback();
    this.release(callback);
  }

  private release(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    fileTypeFromBuffer(head).then(
      (type) => {
        if (!type || !this.options.allowedTypes.includes(type.mime))
          return callback(new AppError('unsupported_media_type', this.options.typeMessage));
        this.detected = type.mime;
        callback(null, head);
      },
      (error: unknown) => callback(error as Error),
    );
  }
}

/**
 * A multipart form still arriving. A service decides when to receive it (after the refusals that
 * need no file, so that a refused request stores nothing) and by which rules.
 */
export interface IncomingForm {
  receive(rules: UploadRules): Promise<MultipartBody>;
}

type UploadContext = Pick<AppContext, 'db' | 'storage' | 'clock' | 'log'>;

export const incomingForm = (request: FastifyRequest, ctx: UploadContext): IncomingForm => ({
  receive: (rules) => receiveMultipart(request, ctx, rules),
});

const malformedForm = 'The upload could not be read: the form was malformed or cut short. Please try again.';

/**
 * Reads a multipart request, streaming each file into storage as it arrives (never buffered whole).
 * Each file is stored under a key recorded as pending first (storage/pending-uploads.ts): the caller
 * promotes the keys in the transaction that writes its rows, and discards them if it refuses the
 * request. Types are checked from the bytes; oversize or wrong-type files answer 413/415, a form
 * that is malformed or cut short 400, and all leave nothing behind.
 */
async function receiveMultipart(request: FastifyRequest, ctx: UploadContext, options: UploadRules): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data.');
  // A body declared larger than its files may all be, with room for the form's fields, is refused
  // before a byte of it is read: the browser sees the refusal at once, not after the first 10 MB.
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_UPLOAD_BYTES * (options.maxFiles ?? 1) + FORM_OVERHEAD_BYTES) {
    throw new AppError('payload_too_large', uploadMessages.tooLarge, { params: { maxBytes: MAX_UPLOAD_BYTES } });
  }
  const fields: Record<string, string> = {};
  const files: StoredUpload[] = [];
  const stored: Array<{ key: string }> = [];
  let formBroken = false;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: options.maxFiles ?? 1, fields: 30, fieldSize: 20_000 },
    });
    for await (const part of withBrokenFormFlag(parts, () => (formBroken = true))) {
      if (part.type === 'field') {
        const value = String(part.value);
        if (containsNul(value)) throw badRequest(NUL_CHARACTER_MESSAGE);
        fields[part.fieldname] = value;
        continue;
      }
      const sniffer = new TypeSniffer(options);
      // A body cut short ends the file's own stream early (an error, or a bare close): that is the
      // client's form, not our storage. pipe() passes neither on, so the sniffer is failed by hand, or
      // storage would wait for the rest for ever.
      finished(part.file, (error) => {
        if (!error) return;
        formBroken = true;
        sniffer.destroy(error);
      });
      // A rejected type can fail the sniffer before storage starts reading it; without a listener of
      // its own that error would escape as an uncaught exception. storage.put still rejects with it.
      sniffer.on('error', () => {});
      // Past the size limit the rest of the file is not worth reading: the refusal is answered now,
      // not once the whole file has arrived (the connection is then closed: plugins/early-refusals.ts).
      part.file.once('limit', () =>
        sniffer.destroy(new AppError('payload_too_large', uploadMessages.tooLarge, { params: { maxBytes: MAX_UPLOAD_BYTES } })),
      );
      const key = newFileKey(options.prefix);
      await recordPendingUpload(ctx.db, key, ctx.clock.now());
      stored.push({ key });
      const { size } = await ctx.storage.put(key, part.file.pipe(sniffer));
      // A name is kept only as a safe one (no path, no control characters); none stays none, for the caller's default.
      const originalName = part.filename.trim() === '' ? '' : safeFileName(part.filename);
      files.push({ field: part.fieldname, key, size, contentType: sniffer.detected!, originalName });
      if (size === 0) throw badRequest('The file is empty.');
    }
  } catch (error) {
    await discardUploads(ctx, stored);
    if (options.tooManyMessage && (error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      throw new AppError('payload_too_large', options.tooManyMessage, { params: { max: options.maxFiles ?? 1 } });
    }
    const answered = error instanceof AppError || (error as { statusCode?: unknown }).statusCode !== undefined;
    if (formBroken && !answered) throw badRequest(malformedForm);
    throw error;
  }
  return { fields, files };
}

/** The form's parts, calling `onBroken` before rethrowing when the form itself cannot be parsed (no boundary, bad headers). */
async function* withBrokenFormFlag<T>(parts: AsyncIterable<T>, onBroken: () => void): AsyncGenerator<T> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<T>;
    try {
      next = await iterator.next();
    } catch (error) {
      onBroken();
      throw error;
    }
    if (next.done) return;
    yield next.value;
  }
}
