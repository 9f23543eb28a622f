/** What a name that has nothing usable left becomes. */
export const FALLBACK_FILE_NAME = 'file';

/** Bytes of UTF-8 a name may take: under the 255 most file systems allow, leaving room for ' (12)'. */
export const MAX_FILE_NAME_BYTES = 200;

/** The longest ending kept as an extension when a name is cut ('.jpeg', '.docx'; not '.some long words'). */
const MAX_EXTENSION_BYTES = 16;

// Path separators, and what Windows refuses in a name: the admin unzips on any system.
const FORBIDDEN = /[/\\<>:"|?*]/g;
// Control characters (NUL included), line and paragraph separators, and the bidirectional controls
// that can make 'gpj.exe' read as 'exe.jpg'.
const INVISIBLE = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
// Device names Windows will not create a file under, whatever the extension.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The longest start of `text` within `limit` bytes, never splitting a character. */
function cutToBytes(text: string, limit: number): string {
  let kept = '';
  let bytes = 0;
  for (const character of text) {
    bytes += utf8Bytes(character);
    if (bytes > limit) break;
    kept += character;
  }
  return kept;
}

/** Cuts a name to MAX_FILE_NAME_BYTES, keeping its extension when it has a short one. */
function capLength(name: string): string {
  if (utf8Bytes(name) <= MAX_FILE_NAME_BYTES) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  if (extension && utf8Bytes(extension) <= MAX_EXTENSION_BYTES) {
    return cutToBytes(name.slice(0, dot), MAX_FILE_NAME_BYTES - utf8Bytes(extension)).trimEnd() + extension;
  }
  return cutToBytes(name, MAX_FILE_NAME_BYTES);
}

/**
 * A file name safe to write in any file system or zip, from one a client sent: one path component (no
 * separators, so never '..' or a folder), no control or invisible direction characters, no leading dot
 * (no hidden files), trimmed of spaces and of the trailing dots Windows drops, at most
 * MAX_FILE_NAME_BYTES with its extension kept, never empty ('file').
 */
export function safeFileName(name: string): string {
  let safe = name.normalize('NFC').replace(INVISIBLE, '').replace(FORBIDDEN, '_');
  safe = safe.replace(/^[\s.]+/u, '').replace(/[\s.]+$/u, '');
  if (WINDOWS_DEVICE.test(safe)) safe = `_${safe}`;
  safe = capLength(safe).replace(/[\s.]+$/u, '');
  return safe || FALLBACK_FILE_NAME;
}
