import { describe, expect, it } from 'vitest';
import { FALLBACK_FILE_NAME, MAX_FILE_NAME_BYTES, safeFileName } from '../src/lib/file-names';

describe('safeFileName', () => {
  it.each([
    ['scan.png', 'scan.png'],
    ['Résumé 2026 (final).pdf', 'Résumé 2026 (final).pdf'],
    ['护照.jpg', '护照.jpg'],
    ['a/../b', 'a_.._b'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['C:\\Windows\\evil.exe', 'C__Windows_evil.exe'],
    ['what?<>|*".pdf', 'what______.pdf'],
    ['\u0001x', 'x'],
    ['na\u0000me.pdf', 'name.pdf'],
    ['line\nbreak\r\t.pdf', 'linebreak.pdf'],
    ['invoice\u202egpj.exe', 'invoicegpj.exe'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['...pdf', 'pdf'],
    ['  spaced name.pdf  ', 'spaced name.pdf'],
    ['trailing dots...', 'trailing dots'],
    ['CON.txt', '_CON.txt'],
    ['lpt1', '_lpt1'],
    ['console.log', 'console.log'],
  ])('%j becomes %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it.each(['', '.', '..', '   ', '\u0000', '\u0001\u0002', '. . .', '\u202e'])(
    '%j, with nothing usable left, becomes the fallback name',
    (name) => {
      expect(safeFileName(name)).toBe(FALLBACK_FILE_NAME);
    },
  );

  it('cuts a long name to the byte limit and keeps its extension', () => {
    const cut = safeFileName(`${'a'.repeat(400)}.pdf`);
    expect(cut).toBe(`${'a'.repeat(MAX_FILE_NAME_BYTES - 4)}.pdf`);
  });

  it('cuts by UTF-8 bytes without splitting a character', () => {
    const cut = safeFileName(`${'護'.repeat(100)}.docx`);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(cut).toBe(`${'護'.repeat(65)}.docx`);
    expect(safeFileName('😀'.repeat(80))).toBe('😀'.repeat(50));
  });

  it('does not keep a long ending as if it were an extension', () => {
    const cut = safeFileName(`report.${'x'.repeat(300)}`);
    expect(cut).toBe(`report.${'x'.repeat(MAX_FILE_NAME_BYTES - 7)}`);
  });

  it('gives the same answer for the composed and decomposed spelling of a name', () => {
    expect(safeFileName('e\u0301te\u0301.pdf')).toBe(safeFileName('\u00e9t\u00e9.pdf'));
  });

  it('is idempotent', () => {
    for (const name of ['a/../b', '.x', `${'a'.repeat(400)}.pdf`, '..', 'CON']) {
      expect(safeFileName(safeFileName(name))).toBe(safeFileName(name));
    }
  });
});
