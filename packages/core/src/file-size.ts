const kilobytes = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A file's size as every screen shows it: in KB, that is bytes / 1024 (spec part 2 §9), to one decimal place. */
export function formatFileSizeKb(bytes: number): string {
  const kb = bytes / 1024;
  // A non-empty file never reads as 0 KB.
  return `${kilobytes.format(bytes > 0 ? Math.max(kb, 0.1) : 0)} KB`;
}
