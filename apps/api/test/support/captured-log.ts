/** A log destination a test reads: every line the app's logger writes, parsed. */
export interface CapturedLog {
  write(line: string): void;
  /** Every line written so far, as written. */
  text(): string;
  /** Every line written so far, parsed. */
  entries(): Array<Record<string, unknown>>;
}

export function capturedLog(): CapturedLog {
  const lines: string[] = [];
  return {
    write: (line) => void lines.push(line),
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
