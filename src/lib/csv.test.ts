import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('quotes a cell holding a semicolon, a quote, CR or LF, doubling its quotes', () => {
    expect(csvCell('Kossuth; Petőfi')).toBe('"Kossuth; Petőfi"');
    expect(csvCell('A "Kis" iskola')).toBe('"A ""Kis"" iskola"');
    expect(csvCell('első\nmásodik')).toBe('"első\nmásodik"');
    expect(csvCell('első\rmásodik')).toBe('"első\rmásodik"');
    expect(csvCell('Kossuth Lajos Gimnázium')).toBe('Kossuth Lajos Gimnázium');
  });

  it('neutralises text a spreadsheet would read as a formula with a leading apostrophe (OWASP)', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+36 1 234 5678')).toBe("'+36 1 234 5678");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
    // Only the first character counts.
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a number cell as a number, a negative one too, with a decimal comma; the text "-500" is neutralised', () => {
    expect(csvCell(-500)).toBe('-500');
    expect(csvCell(1234.5)).toBe('1234,5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell('-500')).toBe("'-500");
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('joins cells with semicolons and lines with CRLF', () => {
    expect(
      toCsv([
        ['Intézmény', 'Összeg'],
        ['Kossuth; Petőfi', -500],
      ]),
    ).toBe('Intézmény;Összeg\r\n"Kossuth; Petőfi";-500');
  });
});
