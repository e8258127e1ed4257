import { Button } from '@/components/ui/Button';
import { saveFile } from '@/lib/download';

/** The table's rows exported as the page has them: 'Exportálás (CSV)' saves `csv()` under `fileName`, with a BOM so that spreadsheets read it as UTF-8. */
export function CsvButton({ csv, fileName, isDisabled }: { csv: () => string; fileName: string; isDisabled?: boolean }) {
  const download = () => saveFile({ blob: new Blob(['\uFEFF', csv()], { type: 'text/csv;charset=utf-8' }), filename: null }, fileName);
  return (
    <Button variant="secondary" onPress={download} isDisabled={isDisabled}>
      Exportálás (CSV)
    </Button>
  );
}
