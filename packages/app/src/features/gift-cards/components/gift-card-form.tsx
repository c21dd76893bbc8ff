import {
  ACCC_WARNING,
  addGiftCard,
  breaksAcccRule,
  formatMoney,
  parseAmount,
  readDiscount,
  salePriceCents,
} from '@countertop/api';
import {
  useAddAndPublishGiftCard,
  useAddGiftCard,
  usePublishGiftCard,
  useUpdateGiftCard,
} from '@countertop/api/react';
import { FieldGrid } from '@countertop/ui/Fieldset';
import { MoneyField } from '@countertop/ui/MoneyField';
import { Notice } from '@countertop/ui/Notice';
import { Radio, RadioGroup } from '@countertop/ui/RadioGroup';
import { TextField } from '@countertop/ui/TextField';
import { useNavigate } from 'react-router-dom';
import { DraftFormPage } from '@/components/draft-form-page';
import { paths } from '@/config/paths';
import { fieldErrors, hasErrors } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import type { GiftCardEditState } from '../utils/gift-card-edit-state';
import { GIFT_CARDS_TEXT as T } from '../texts';

/**
 * /giftcards/add (docs/product/management.md §2, §4, §5): Amount, Pricing (Face value, or a
 * Discount (%) above 0: docs/decisions.md 45) and Validity (never, or a number of days). Save keeps it as a draft; Publish puts it on sale (a new card in
 * one call, an edited draft updated and then published). Each returns to /giftcards on success;
 * a refusal, such as the plan's limit of published cards, stays on the form.
 */
export function GiftCardForm({ editing }: { editing?: GiftCardEditState }) {
  const navigate = useNavigate();
  const form = useFormState({
    amount: editing?.amount ?? '',
    pricing: editing?.pricing ?? 'discount',
    discount: editing?.discount ?? '',
    validity: editing?.validity ?? 'days',
    validityDays: editing?.validityDays ?? '',
  });
  const { values } = form;
  // docs/product/management.md §8: failures are not toasted; the reason shows on the form instead.
  const quiet = { requestOptions: { errorToast: false } };
  const add = useAddGiftCard(quiet);
  const addAndPublish = useAddAndPublishGiftCard(quiet);
  const update = useUpdateGiftCard(quiet);
  const publish = usePublishGiftCard(quiet);

  const request = {
    amount: values.amount,
    discount: values.pricing === 'faceValue' ? null : values.discount,
    validity: values.validity === 'never' ? null : values.validityDays,
    // docs/product/management.md §3: both sent as true.
    termsOfUse: { useInStore: true, useOnline: true },
  };

  const days = /^\s*\d+\s*$/.test(values.validityDays) ? Number(values.validityDays) : undefined;
  const discount = values.pricing === 'faceValue' ? null : readDiscount(values.discount);
  // While the typed discount is not one, the card reads as having none, as the server would price it.
  const basisPoints = discount?.ok ? discount.basisPoints : null;
  const underThreeYears = values.validity === 'days' && !!days && breaksAcccRule(days, basisPoints);

  const amount = parseAmount(values.amount, T.amount);
  const price =
    amount.ok && amount.cents > 0 && (discount === null || discount.ok)
      ? formatMoney(salePriceCents(amount.cents, basisPoints))
      : undefined;

  function checkRequest() {
    const found = fieldErrors(addGiftCard.request, request);
    form.setErrors(found);
    return hasErrors(found) ? undefined : request;
  }

  const title = editing ? T.editTitle : T.addTitle;
  return (
    <DraftFormPage
      title={title}
      texts={T}
      calls={{ add, addAndPublish, update, publish }}
      draftKey={editing && { id: editing.id }}
      checkRequest={checkRequest}
      onClose={() => void navigate(paths.giftCards.getHref())}
    >
      <FieldGrid columns={2}>
        <MoneyField
          label={T.amount}
          isRequired
          {...form.field('amount')}
          description={price ? T.priceHelp(price) : undefined}
        />
      </FieldGrid>
      <RadioGroup
        label={T.pricing}
        orientation="horizontal"
        value={values.pricing}
        onChange={(pricing) =>
          form.set('pricing', pricing === 'faceValue' ? 'faceValue' : 'discount', 'discount')
        }
      >
        <Radio value="faceValue">{T.faceValue}</Radio>
        <Radio value="discount">{T.discountOption}</Radio>
      </RadioGroup>
      {values.pricing === 'discount' && (
        <FieldGrid columns={2}>
          <TextField
            label={T.discount}
            isRequired
            inputMode="decimal"
            autoComplete="off"
            {...form.field('discount')}
          />
        </FieldGrid>
      )}
      <RadioGroup
        label={T.validity}
        orientation="horizontal"
        value={values.validity}
        onChange={(validity) => form.set('validity', validity === 'never' ? 'never' : 'days', 'validity')}
      >
        <Radio value="never">{T.never}</Radio>
        <Radio value="days">{T.daysOption}</Radio>
      </RadioGroup>
      {values.validity === 'days' && (
        <FieldGrid columns={2}>
          <TextField
            label={T.numberOfDays}
            isRequired
            inputMode="numeric"
            autoComplete="off"
            {...form.field('validityDays', 'validity')}
          />
        </FieldGrid>
      )}
      <div role="status">
        {underThreeYears && (
          <Notice tone="warning" title={T.acccTitle}>
            {ACCC_WARNING} {T.acccStillSaved}
          </Notice>
        )}
      </div>
    </DraftFormPage>
  );
}
