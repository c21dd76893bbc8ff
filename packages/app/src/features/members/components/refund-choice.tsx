import { lazyComponent } from '@countertop/app-kit';
import type { SelectedStore } from '@countertop/app-kit';
import { Radio, RadioGroup } from '@countertop/ui/RadioGroup';
import { Spinner } from '@countertop/ui/Spinner';
import { Suspense, useState } from 'react';
import type { NavigatedMember } from '@/lib/member-navigation';
import { MEMBER_TEXT } from '../texts';
import type { Outcome } from './outcome-dialog';
import { RefundPanel } from './refund-panel';

// Returning a purchase loads when it is chosen: the refund tab's first view is the store credit.
const ReturnPanel = lazyComponent(async () => (await import('./return-panel')).ReturnPanel);

export type RefundChoice = 'credit' | 'return';

interface RefundChoiceProps {
  member: NavigatedMember;
  store: SelectedStore | null;
  onOutcome: (outcome: Outcome) => void;
}

/**
 * Refund mode's two choices (issue 19): the spec's "Refund Customer" (store credit, unchanged)
 * and "Return a purchase". Switching unmounts the other form, which clears it.
 */
export function RefundChoicePanel(props: RefundChoiceProps) {
  const [choice, setChoice] = useState<RefundChoice>('credit');
  return (
    <>
      <RadioGroup
        label={MEMBER_TEXT.refundChoice}
        value={choice}
        onChange={(value) => setChoice(value as RefundChoice)}
      >
        <Radio value="credit" description={MEMBER_TEXT.refundChoiceCreditHelp}>
          {MEMBER_TEXT.refundChoiceCredit}
        </Radio>
        <Radio value="return" description={MEMBER_TEXT.refundChoiceReturnHelp}>
          {MEMBER_TEXT.refundChoiceReturn}
        </Radio>
      </RadioGroup>
      {choice === 'credit' ? (
        <RefundPanel {...props} />
      ) : (
        <Suspense fallback={<Spinner label="Loading" />}>
          <ReturnPanel {...props} />
        </Suspense>
      )}
    </>
  );
}
