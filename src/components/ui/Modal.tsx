import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Alert } from './Alert';
import { Button, type ButtonVariant } from './Button';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** Whether clicking outside or pressing Escape closes it (not while something is being sent). */
  isDismissable?: boolean;
}

/** A modal dialog with a heading; focus is trapped inside and returns to the trigger on close. */
export function Modal({ title, isOpen, onOpenChange, children, isDismissable = true }: ModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} isKeyboardDismissDisabled={!isDismissable} className="modal-overlay">
      <AriaModal className="modal">
        <Dialog className="modal__dialog">
          <Heading slot="title" level={2} className="modal__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ModalSubmitActionsProps {
  submitLabel: string;
  /** While the form's call runs: the submit button shows it, 'Mégse' waits for it. */
  isPending: boolean;
  onCancel: () => void;
  variant?: ButtonVariant;
}

/** A modal form's buttons: 'Mégse' and the form's submit. */
export function ModalSubmitActions({ submitLabel, isPending, onCancel, variant = 'primary' }: ModalSubmitActionsProps) {
  return (
    <div className="modal__actions">
      <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
        Mégse
      </Button>
      <Button type="submit" variant={variant} isPending={isPending}>
        {submitLabel}
      </Button>
    </div>
  );
}

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  isOpen: boolean;
  isPending?: boolean;
  tone?: 'danger' | 'primary';
  /** Why the last attempt failed; the dialog stays open to show it. */
  errorMessage?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before doing something: one confirm and one cancel button. The confirm button takes the focus, so Enter confirms. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Mégse',
  isOpen,
  isPending,
  tone = 'primary',
  errorMessage,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} isDismissable={!isPending}>
      <div className="modal__body">{message}</div>
      {errorMessage ? (
        <Alert tone="error">
          <p className="preserve-lines">{errorMessage}</p>
        </Alert>
      ) : null}
      <div className="modal__actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onPress={onConfirm} isPending={isPending} autoFocus>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
