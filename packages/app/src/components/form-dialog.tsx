import { Button } from '@countertop/ui/Button';
import { Dialog } from '@countertop/ui/Dialog';
import type { ReactNode } from 'react';

interface FormDialogProps {
  title: ReactNode;
  description?: ReactNode;
  isOpen: boolean;
  onClose: () => void;
  /** The id of the form inside: the footer's submit button submits it. */
  formId: string;
  isPending: boolean;
  /** The submit button waits, e.g. until the values to edit have loaded. */
  isDisabled?: boolean;
  cancelLabel: string;
  saveLabel: string;
  pendingLabel?: string;
  children: ReactNode;
}

/** A dismissable dialog around one form, with Cancel and the form's submit button in its footer. */
export function FormDialog({
  title,
  description,
  isOpen,
  onClose,
  formId,
  isPending,
  isDisabled,
  cancelLabel,
  saveLabel,
  pendingLabel = 'Saving',
  children,
}: FormDialogProps) {
  return (
    <Dialog
      title={title}
      description={description}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      footer={(close) => (
        <>
          <Button onPress={close}>{cancelLabel}</Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            isPending={isPending}
            pendingLabel={pendingLabel}
            isDisabled={isDisabled}
          >
            {saveLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
