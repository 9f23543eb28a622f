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
