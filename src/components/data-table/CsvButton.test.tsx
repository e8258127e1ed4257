import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as download from '@/lib/download';
import { CsvButton } from './CsvButton';

// jsdom's Blob has no arrayBuffer(); its FileReader reads one.
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (reader.result !== null && typeof reader.result !== 'string') resolve(reader.result);
    };
    reader.readAsArrayBuffer(blob);
  });

describe('CsvButton', () => {
  it('saves the CSV as UTF-8 with a BOM under its name, and is off while there is nothing to export', async () => {
    const saveFile = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    const { rerender } = render(<CsvButton csv={() => 'Intézmény;Összeg\r\nKossuth;100'} fileName="lebontas.csv" />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportálás (CSV)' }));
    const [file, name] = saveFile.mock.calls[0]!;
    expect(name).toBe('lebontas.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await bytesOf(file.blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Intézmény;Összeg\r\nKossuth;100');
    rerender(<CsvButton csv={() => ''} fileName="lebontas.csv" isDisabled />);
    expect(screen.getByRole('button', { name: 'Exportálás (CSV)' })).toBeDisabled();
  });
});
