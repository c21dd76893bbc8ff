import {
  EDITABLE_REWARD_PLAN_ENTRIES,
  REWARD_PLAN_TYPES,
  rewardPlanValueMessage,
  updateRewardPlan,
} from '@countertop/api';
import type { EditableRewardPlanKey, RequestOf, RewardPlanEntries, RewardPlanType } from '@countertop/api';
import { useUpdateRewardPlan } from '@countertop/api/react';
import { Form } from '@countertop/ui/Form';
import { NumberField } from '@countertop/ui/NumberField';
import { Radio, RadioGroup } from '@countertop/ui/RadioGroup';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { fieldErrors } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import { REWARD_PLAN_TEXT } from '../texts';

const EDITABLE_KEYS = Object.keys(EDITABLE_REWARD_PLAN_ENTRIES) as EditableRewardPlanKey[];
const FORM_ID = 'edit-reward-plan';

type Values = Record<EditableRewardPlanKey, number>;

/** The stamp card's entries, shown for a Stamps plan; the points entries for a Points plan. */
const STAMP_KEYS = new Set<EditableRewardPlanKey>([
  'stampsPerReward',
  'stampRewardCents',
  'stampMinimumSpendCents',
]);
const shownFor = (type: RewardPlanType) => (key: EditableRewardPlanKey) =>
  STAMP_KEYS.has(key) === (type === 'Stamps');

const typeOf = (plan: RewardPlanEntries): RewardPlanType =>
  plan.type.value === 'Stamps' ? 'Stamps' : 'Points';

const valuesOf = (plan: RewardPlanEntries): Values =>
  Object.fromEntries(EDITABLE_KEYS.map((key) => [key, Number(plan[key].value)])) as Values;

interface EditRewardPlanDialogProps {
  plan: RewardPlanEntries;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * 'Edit Reward Plan' (docs/product/management.md §2, §4, §5): the kind of programme (points or a
 * stamp card), then its values: the three points values, each a whole number of at least 1 (a
 * smaller one typed is raised to 1 when the field is left), and the points expiry in months (0:
 * never); or the stamp card's three. Values of the other kind and the fixed entries go back
 * unchanged. A success closes it and the plan is loaded again.
 */
export function EditRewardPlanDialog({ plan, isOpen, onClose }: EditRewardPlanDialogProps) {
  const update = useUpdateRewardPlan();
  return (
    <FormDialog
      title={REWARD_PLAN_TEXT.dialogTitle}
      description={REWARD_PLAN_TEXT.dialogDescription}
      isOpen={isOpen}
      onClose={onClose}
      formId={FORM_ID}
      isPending={update.isPending}
      cancelLabel={REWARD_PLAN_TEXT.cancel}
      saveLabel={REWARD_PLAN_TEXT.save}
    >
      {/* Mounted per opening: the form starts from the plan as it is now. */}
      <EditRewardPlanForm plan={plan} update={update} onSaved={onClose} />
    </FormDialog>
  );
}

interface EditRewardPlanFormProps {
  plan: RewardPlanEntries;
  update: ReturnType<typeof useUpdateRewardPlan>;
  onSaved: () => void;
}

function EditRewardPlanForm({ plan, update, onSaved }: EditRewardPlanFormProps) {
  const form = useFormState<Values>(() => valuesOf(plan));
  const { values } = form;
  const [type, setType] = useState<RewardPlanType>(() => typeOf(plan));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    // The full set, as the details call gave it, with the editable values changed (§5, §7).
    const request = {
      ...plan,
      type: { ...plan.type, value: type },
      ...Object.fromEntries(EDITABLE_KEYS.map((key) => [key, { ...plan[key], value: values[key] }])),
    } as RequestOf<typeof updateRewardPlan>;
    const found = fieldErrors(updateRewardPlan.request, request);
    // A cleared field is NaN, which zod reports as a type error; the plan's own text says more.
    for (const key of EDITABLE_KEYS) {
      if (found[`${key}.value`] || found[key]) found[`${key}.value`] = rewardPlanValueMessage(key);
    }
    if (form.showErrors(found, event.currentTarget)) return;
    update.mutate(request, { onSuccess: onSaved });
  }

  return (
    <Form
      id={FORM_ID}
      onSubmit={onSubmit}
      validationBehavior="aria"
      aria-label={REWARD_PLAN_TEXT.dialogTitle}
    >
      <RadioGroup
        label={plan.type.title}
        description={plan.type.info}
        value={type}
        onChange={(value) => setType(value === 'Stamps' ? 'Stamps' : 'Points')}
        orientation="horizontal"
        isDisabled={update.isPending}
      >
        {REWARD_PLAN_TYPES.map((option) => (
          <Radio key={option} value={option}>
            {option === 'Stamps' ? REWARD_PLAN_TEXT.stamps : REWARD_PLAN_TEXT.points}
          </Radio>
        ))}
      </RadioGroup>
      {EDITABLE_KEYS.filter(shownFor(type)).map((key) => (
        <NumberField
          key={key}
          label={plan[key].title}
          description={plan[key].info}
          isRequired
          minValue={EDITABLE_REWARD_PLAN_ENTRIES[key].min}
          maxValue={EDITABLE_REWARD_PLAN_ENTRIES[key].max}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          {...form.field(key, `${key}.value`)}
          isDisabled={update.isPending}
        />
      ))}
    </Form>
  );
}
