import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useUiStrings } from '../intl';
import { common } from '../intl/en-AU/common';
import { confirmDialog } from '../intl/en-AU/confirmDialog';

export const confirmTones = ['primary', 'danger'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

export interface ConfirmDialogProps {
  /** The question, e.g. 'Delete this product?'. Names the dialog. */
  title: ReactNode;
  /** What will happen, e.g. 'It moves to Archived and can no longer be sold.' */
  children?: ReactNode;
  /** Whether it is open (controlled). */
  isOpen: boolean;
  /** Called with false when it closes (Cancel, Escape, or after a confirm that succeeded). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Runs on confirm. A returned promise keeps the dialog open with a busy button until it settles:
   * it closes when it resolves and stays open when it rejects (the caller shows the error).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Text of the confirm button. @default 'Confirm' (localised) */
  confirmLabel?: string;
  /** Text of the cancel button. @default 'Cancel' (localised) */
  cancelLabel?: string;
  /** `danger` for destructive actions (red confirm button). @default 'primary' */
  tone?: ConfirmTone;
}

/**
 * Asks before an action: an `alertdialog` with Cancel and a confirm button. Focus starts on
 * Cancel, the safe choice, so a stray Enter never confirms a destructive action.
 *
 * ```tsx
 * <ConfirmDialog title="Delete this product?" tone="danger" confirmLabel="Delete"
 *   isOpen={open} onOpenChange={setOpen} onConfirm={() => remove.mutateAsync(id)}>
 *   It moves to Archived and can no longer be sold.
 * </ConfirmDialog>
 * ```
 */
export function ConfirmDialog({
  title,
  children,
  isOpen,
  onOpenChange,
  onConfirm,
  confirmLabel: ownConfirmLabel,
  cancelLabel: ownCancelLabel,
  tone = 'primary',
}: ConfirmDialogProps) {
  const strings = useUiStrings('confirmDialog', confirmDialog);
  const commonStrings = useUiStrings('common', common);
  const confirmLabel = ownConfirmLabel ?? strings.format('confirm');
  const cancelLabel = ownCancelLabel ?? commonStrings.format('cancel');
  const [isBusy, setIsBusy] = useState(false);

  const confirm = async (close: () => void) => {
    setIsBusy(true);
    try {
      await onConfirm();
      close();
    } catch {
      // The caller reports the failure (a toast); the dialog stays so the user can retry or cancel.
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!isBusy) onOpenChange(open);
      }}
      isKeyboardDismissDisabled={isBusy}
      footer={(close) => (
        <>
          {/* autoFocus: the dialog would focus itself; starting on Cancel is the safe default. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button autoFocus onPress={close} isDisabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            isPending={isBusy}
            pendingLabel={strings.format('working')}
            onPress={() => void confirm(close)}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
