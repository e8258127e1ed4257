import type { DownloadedFile } from '@/generated/runtime';
import { saveFile } from '@/lib/download';
import { CallButton } from '../actions/CallButton';

/** A list's 'Exportálás (xlsx)': the download saved under `fileName`; a failure shows the server's message as received (section 8). */
export function ExportButton({
  download,
  fileName,
  label = 'Exportálás (xlsx)',
  isDisabled,
}: {
  download: () => Promise<DownloadedFile>;
  fileName: string;
  label?: string;
  isDisabled?: boolean;
}) {
  return (
    <CallButton
      variant="secondary"
      mutation={{ mutationFn: download }}
      variables={undefined}
      onDone={(file) => saveFile(file, fileName)}
      failure="Az exportálás nem sikerült."
      isDisabled={isDisabled}
    >
      {label}
    </CallButton>
  );
}
