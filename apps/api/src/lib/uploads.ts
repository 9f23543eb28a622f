import { Transform, type TransformCallback } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@nestway/core/uploads';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { newFileKey, type FileStorage } from '../storage/file-storage';
import { AppError, badRequest } from './app-error';

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

export const incomingForm = (request: FastifyRequest, storage: FileStorage): IncomingForm => ({
  receive: (rules) => receiveMultipart(request, storage, rules),
});

/**
 * Reads a multipart request, streaming each file into storage as it arrives (never buffered whole).
 * Types are checked from the bytes; oversize or wrong-type files answer 413/415 and leave nothing behind.
 * The caller writes its rows next, and must call discardUploads() if that fails.
 */
async function receiveMultipart(request: FastifyRequest, storage: FileStorage, options: UploadRules): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: StoredUpload[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: options.maxFiles ?? 1, fields: 30, fieldSize: 20_000 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const sniffer = new TypeSniffer(options);
      // A rejected type can fail the sniffer before storage starts reading it; without a listener of
      // its own that error would escape as an uncaught exception. storage.put still rejects with it.
      sniffer.on('error', () => {});
      const key = newFileKey(options.prefix);
      const stored = await storage.put(key, part.file.pipe(sniffer));
      files.push({
        field: part.fieldname,
        key,
        size: stored.size,
        contentType: sniffer.detected!,
        originalName: part.filename.slice(0, 255),
      });
      if (stored.size === 0) throw badRequest('The file is empty.');
    }
  } catch (error) {
    await discardUploads(storage, files);
    if (options.tooManyMessage && (error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      throw new AppError('payload_too_large', options.tooManyMessage);
    }
    throw error;
  }
  return { fields, files };
}

export async function discardUploads(storage: FileStorage, files: readonly StoredUpload[]): Promise<void> {
  await Promise.all(files.map((file) => storage.delete(file.key)));
}
