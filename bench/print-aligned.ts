/** Prints rows of text cells as an aligned plain-text table, the columns in the first row's key order. */
export function printAligned(rows: readonly Record<string, string>[]): void {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const row of rows) console.log(line(columns.map((column) => row[column] ?? '')));
}
