import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/Modal';
import { toast } from '@/lib/toasts';
import type { RemoveAttachment } from './attachment-calls';
import { failureText } from '@/lib/server-messages';

const DELETE_FAILED = 'A csatolmány törlése nem sikerült. Kérjük, próbálja újra később.';

export interface DeleteAttachmentDialogProps {
  recordId: number;
  attachmentId: number;
  name: string;
  remove: RemoveAttachment;
  onClose: () => void;
}

export function DeleteAttachmentDialog({ recordId, attachmentId, name, remove, onClose }: DeleteAttachmentDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    ...remove(),
    onSuccess: () => {
      toast.success('A csatolmány törölve.');
      onClose();
    },
    onError: (failure) => setError(failureText(failure, DELETE_FAILED)),
  });

  return (
    <ConfirmDialog
      title="Törlés megerősítése"
      message={<p>Biztosan törli a(z) „{name}” csatolmányt?</p>}
      errorMessage={error}
      confirmLabel="Törlés"
      tone="danger"
      isOpen
      isPending={mutation.isPending}
      onConfirm={() => {
        if (!mutation.isPending) mutation.mutate({ path: { id: recordId }, body: { attachment_id: attachmentId } });
      }}
      onCancel={onClose}
    />
  );
}
