import { ACCC_MINIMUM_VALIDITY_DAYS, addGiftCard, formatMoney, parseAmount } from '@countertop/api';
import {
  useAddAndPublishGiftCard,
  useAddGiftCard,
  usePublishGiftCard,
  useUpdateGiftCard,
} from '@countertop/api/react';
import { FieldGrid, MoneyField, Notice, Radio, RadioGroup, TextField } from '@countertop/ui';
import { useNavigate } from 'react-router-dom';
import { DraftFormPage } from '@/components/draft-form-page';
import { paths } from '@/config/paths';
import { fieldErrors, hasErrors } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import type { GiftCardEditState } from '../utils/gift-card-edit-state';
import { GIFT_CARDS_TEXT as T } from '../texts';

/** A discount as typed, in hundredths of a percent; undefined while it is not a number. */
function discountBasisPoints(text: string): number | undefined {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined;
}

/**
 * /giftcards/add (docs/product/management.md §2, §4, §5): Amount, Discount (%) and Validity
 * (never, or a number of days). Save keeps it as a draft; Publish puts it on sale (a new card in
 * one call, an edited draft updated and then published). Each returns to /giftcards on success;
 * a refusal, such as the plan's limit of published cards, stays on the form.
 */
export function GiftCardForm({ editing }: { editing?: GiftCardEditState }) {
  const navigate = useNavigate();
  const form = useFormState({
    amount: editing?.amount ?? '',
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
    discount: values.discount,
    validity: values.validity === 'never' ? null : values.validityDays,
    // docs/product/management.md §3: both sent as true.
    termsOfUse: { useInStore: true, useOnline: true },
  };

  const days = /^\s*\d+\s*$/.test(values.validityDays) ? Number(values.validityDays) : undefined;
  const basisPoints = discountBasisPoints(values.discount);
  const underThreeYears =
    values.validity === 'days' &&
    days !== undefined &&
    days > 0 &&
    days < ACCC_MINIMUM_VALIDITY_DAYS &&
    (values.discount.trim() === '' || basisPoints === 0);

  const amount = parseAmount(values.amount, T.amount);
  const price =
    amount.ok && amount.cents > 0 && basisPoints !== undefined && basisPoints <= 10_000
      ? formatMoney(Math.round((amount.cents * (10_000 - basisPoints)) / 10_000))
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
        <TextField
          label={T.discount}
          isRequired
          inputMode="decimal"
          autoComplete="off"
          {...form.field('discount')}
        />
      </FieldGrid>
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
            {T.acccWarning}
          </Notice>
        )}
      </div>
    </DraftFormPage>
  );
}
