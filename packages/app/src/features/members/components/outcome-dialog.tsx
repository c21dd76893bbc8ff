import { Button } from '@countertop/ui/Button';
import { DescriptionList } from '@countertop/ui/DescriptionList';
import { Dialog } from '@countertop/ui/Dialog';
import type { DescriptionItem } from '@countertop/ui/DescriptionList';

/** What a reward, sale or refund came to: shown in a popup, then the screen goes back. */
export interface Outcome {
  tone: 'success' | 'error';
  message: string;
  /** The server's reason for a failure, when it gave one. */
  detail?: string;
  /** What the operation came to, figure by figure (a return's wallet, gift card, points and cash). */
  facts?: readonly DescriptionItem[];
  /**
   * Cash to hand over: the popup stays until OK rather than going back after 2 s, so the figure is
   * read before the member leaves.
   */
  holdUntilOk?: boolean;
}

/** The success or error popup of docs/product/front-desk.md §2 ("Success and error messages appear in a popup"). */
export function OutcomeDialog({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  return (
    <Dialog
      role="alertdialog"
      title={outcome?.tone === 'error' ? 'Error' : 'Success'}
      description={outcome?.message}
      isOpen={outcome !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      footer={
        // The dialog moves focus to its first button, this one, when it opens.
        <Button variant="primary" onPress={onClose}>
          OK
        </Button>
      }
    >
      {outcome?.detail && outcome.detail !== outcome.message ? <p>{outcome.detail}</p> : undefined}
      {outcome?.facts ? <DescriptionList items={outcome.facts} /> : undefined}
    </Dialog>
  );
}

/**
 * The mutation callbacks that turn a request's result into the popup: `done` (with what `describe`
 * makes of the answer, when given) or `failed` with the server's reason.
 */
export function reportOutcome<Answer = unknown>(
  onOutcome: (outcome: Outcome) => void,
  messages: { done: string; failed: string },
  describe?: (answer: Answer) => Pick<Outcome, 'facts' | 'holdUntilOk'>,
) {
  return {
    onSuccess: (answer: Answer) =>
      onOutcome({ tone: 'success', message: messages.done, ...describe?.(answer) }),
    onError: (error: { serverMessage: string | undefined }) =>
      onOutcome({ tone: 'error', message: messages.failed, detail: error.serverMessage }),
  };
}
