/** The value below which `share` (0 to 1) of the sorted values fall, by the nearest-rank method. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** 15295 → '15,295'. */
export const count = (n: number) => integer.format(n);

/** Milliseconds as a table shows them: '12.3 ms', '4.56 s'. */
export function duration(ms: number): string {
  return ms < 1000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
