import { formatAmount, TIER_LIMITS, toCents, updateTiers } from '@countertop/api';
import type { RequestOf, Tier } from '@countertop/api';
import { useUpdateTiers } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { Fieldset } from '@countertop/ui/Fieldset';
import { Form } from '@countertop/ui/Form';
import { MoneyField } from '@countertop/ui/MoneyField';
import { Notice } from '@countertop/ui/Notice';
import { NumberField } from '@countertop/ui/NumberField';
import { PlusIcon, TrashIcon } from '@countertop/ui/icons';
import { TextField } from '@countertop/ui/TextField';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { errorProps, fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { TIERS_TEXT as T } from '../texts';

const FORM_ID = 'edit-tiers';

/** A tier as the form holds it: the minimum spend as typed text, the multiplier a number. */
interface TierRow {
  key: string;
  name: string;
  minSpend: string;
  multiplier: number;
}

const rowOf = (tier: Tier): TierRow => ({
  key: tier.id,
  name: tier.name,
  minSpend: formatAmount(toCents(tier.minSpendAmount)),
  multiplier: tier.multiplier,
});

interface EditTiersDialogProps {
  tiers: Tier[];
  isOpen: boolean;
  onClose: () => void;
}

/**
 * 'Edit Tiers' (issue 20): up to four tiers, each a name, a minimum spend over 12 months and a
 * points multiplier (1.00 to 3.00 in steps of 0.05); Save replaces the whole set. The form checks
 * with the endpoint's own schema, so it shows the server's texts. A success closes it.
 */
export function EditTiersDialog({ tiers, isOpen, onClose }: EditTiersDialogProps) {
  const update = useUpdateTiers();
  return (
    <FormDialog
      title={T.dialogTitle}
      description={T.dialogDescription}
      isOpen={isOpen}
      onClose={onClose}
      formId={FORM_ID}
      isPending={update.isPending}
      cancelLabel={T.cancel}
      saveLabel={T.save}
    >
      {/* Mounted per opening: the form starts from the tiers as they are now. */}
      <EditTiersForm tiers={tiers} update={update} onSaved={onClose} />
    </FormDialog>
  );
}

interface EditTiersFormProps {
  tiers: Tier[];
  update: ReturnType<typeof useUpdateTiers>;
  onSaved: () => void;
}

function EditTiersForm({ tiers, update, onSaved }: EditTiersFormProps) {
  const [rows, setRows] = useState<TierRow[]>(() => tiers.map(rowOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const newKey = useId();
  const [added, setAdded] = useState(0);

  const change = (index: number, values: Partial<TierRow>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...values } : row)));
    setErrors({});
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const request: RequestOf<typeof updateTiers> = {
      tiers: rows.map((row) => ({
        name: row.name,
        minSpendAmount: row.minSpend,
        multiplier: row.multiplier,
      })),
    };
    const found = fieldErrors(updateTiers.request, request);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    update.mutate(request, { onSuccess: onSaved });
  }

  return (
    <Form id={FORM_ID} onSubmit={onSubmit} validationBehavior="aria" aria-label={T.dialogTitle}>
      {errors.tiers && (
        <Notice tone="danger" role="alert">
          {errors.tiers}
        </Notice>
      )}
      {rows.map((row, index) => (
        <Fieldset key={row.key} legend={T.tier(index + 1)} columns={3}>
          <TextField
            label={T.name}
            isRequired
            value={row.name}
            onChange={(name) => change(index, { name })}
            {...errorProps(errors[`tiers.${index}.name`])}
            isDisabled={update.isPending}
          />
          <MoneyField
            label={T.minSpend}
            isRequired
            value={row.minSpend}
            onChange={(minSpend) => change(index, { minSpend })}
            {...errorProps(errors[`tiers.${index}.minSpendAmount`])}
            isDisabled={update.isPending}
          />
          <NumberField
            label={T.multiplier}
            isRequired
            minValue={TIER_LIMITS.minMultiplierHundredths / 100}
            maxValue={TIER_LIMITS.maxMultiplierHundredths / 100}
            step={TIER_LIMITS.multiplierStepHundredths / 100}
            formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
            value={row.multiplier}
            onChange={(multiplier) => change(index, { multiplier })}
            {...errorProps(errors[`tiers.${index}.multiplier`])}
            isDisabled={update.isPending}
          />
          <Button
            variant="ghost"
            onPress={() => {
              setRows((current) => current.filter((_, i) => i !== index));
              setErrors({});
            }}
            isDisabled={update.isPending}
          >
            <TrashIcon />
            {T.remove(row.name.trim() || T.tier(index + 1))}
          </Button>
        </Fieldset>
      ))}
      {rows.length < TIER_LIMITS.maxTiers && (
        <Button
          onPress={() => {
            setRows((current) => [
              ...current,
              { key: `${newKey}-${added}`, name: '', minSpend: '', multiplier: 1 },
            ]);
            setAdded((n) => n + 1);
          }}
          isDisabled={update.isPending}
        >
          <PlusIcon />
          {T.add}
        </Button>
      )}
    </Form>
  );
}
