/** What the server accepts as an upload; the browser uses the same rules to spare a wasted upload. */

/** The largest file accepted anywhere: a phone photo of a bank receipt or a scanned passport. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '10 MB';

/** Images, as the server detects them from the bytes. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_UPLOAD_LABEL = `JPEG, PNG, GIF or WebP, up to ${MAX_UPLOAD_LABEL}`;

/** The `accept` attribute of an image file input. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export const isImageType = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);

export const uploadMessages = {
  tooLarge: `The file is too large. The limit is ${MAX_UPLOAD_LABEL}.`,
  /** A chosen file whose bytes are not an image the page can show, though its name says one. */
  cannotPreview: 'This file cannot be previewed: it is not a JPEG, PNG, GIF or WebP image.',
} as const;

/** What the browser knows of a chosen file before sending it. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

/**
 * Why a chosen file would be refused, before a byte is sent: larger than MAX_UPLOAD_BYTES, or neither
 * of a type in `types` nor named with one of `extensions` (browsers report some types variously, .doc
 * among them). The server still decides from the bytes; this spares a wasted upload. Undefined when fine.
 */
export function chosenFileProblem(
  file: ChosenFile,
  accepted: { types: readonly string[]; extensions?: readonly string[]; wrongType: string },
): string | undefined {
  const name = file.name.toLowerCase();
  const typeKnown = accepted.types.includes(file.type) || (accepted.extensions ?? []).some((extension) => name.endsWith(extension));
  if (!typeKnown) return accepted.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  return undefined;
}
