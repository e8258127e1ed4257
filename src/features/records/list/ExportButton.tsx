import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import type { DownloadedFile } from '@/generated/runtime';
import { saveFile } from '@/lib/download';
import { failureText } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';

/** A list's 'Exportálás (xlsx)': the download saved under `fileName`; a failure shows the server's message as received (section 8). */
export function ExportButton({ download, fileName, label = 'Exportálás (xlsx)' }: { download: () => Promise<DownloadedFile>; fileName: string; label?: string }) {
  const run = useMutation({
    mutationFn: download,
    onSuccess: (file) => saveFile(file, fileName),
    onError: (error) => toast.error(failureText(error, 'Az exportálás nem sikerült.')),
  });
  return (
    <Button variant="secondary" isPending={run.isPending} onPress={() => run.mutate()}>
      {label}
    </Button>
  );
}
