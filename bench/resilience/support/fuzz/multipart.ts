export interface FormPart {
  name: string | Buffer;
  value: string | Buffer;
  /** Present for a file part; a Buffer may hold any bytes (a NUL, a path). */
  filename?: string | Buffer;
  contentType?: string;
}

/** A multipart/form-data body built byte by byte, so that a part may be as broken as a test needs. */
export function multipartBody(parts: readonly FormPart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`), Buffer.from(part.name), Buffer.from('"')];
    if (part.filename !== undefined) disposition.push(Buffer.from('; filename="'), Buffer.from(part.filename), Buffer.from('"'));
    chunks.push(...disposition, Buffer.from('\r\n'));
    if (part.contentType) chunks.push(Buffer.from(`Content-Type: ${part.contentType}\r\n`));
    chunks.push(Buffer.from('\r\n'), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
