import { addStaff, formatAmount, STAFF_LIMIT_DEFAULTS, updateStaff } from '@countertop/api';
import { useAddStaff, useUpdateStaff } from '@countertop/api/react';
import { Checkbox } from '@countertop/ui/Checkbox';
import { FieldGridRow } from '@countertop/ui/Fieldset';
import { MoneyField } from '@countertop/ui/MoneyField';
import { Stack } from '@countertop/ui/Stack';
import { TextField } from '@countertop/ui/TextField';
import { toast } from '@countertop/ui/Toaster';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormPage } from '@/components/form-page';
import { paths } from '@/config/paths';
import { fieldErrors } from '@/lib/form-errors';
import { withoutAustralianPrefix } from '@/lib/phone';
import { useFormState } from '@/lib/use-form-state';
import type { StaffEditState } from '../utils/staff-edit-state';
import { STAFF_TEXT } from '../texts';

/**
 * /staff/add (docs/product/management.md §2 Add Staff): name, e-mail, phone, Chat Access (off by
 * default) and Active (on by default), then what they may do with money: the refund limits ($100.00
 * and $300.00 a day unless the owner says otherwise) and Can sell gift cards (on); empty to add, or
 * with someone from the list to edit. A spinner shows in the button while saving; a success goes
 * back to /staff.
 */
export function StaffForm({ editing }: { editing?: StaffEditState }) {
  const navigate = useNavigate();
  const form = useFormState({
    name: editing?.name ?? '',
    email: editing?.email ?? '',
    phone: editing?.phone ?? '',
    chatAccess: editing?.chatAccess ?? false,
    active: editing?.status ?? true,
    refundLimit: editing?.refundLimit ?? formatAmount(STAFF_LIMIT_DEFAULTS.refundLimitCents),
    dailyRefundLimit: editing?.dailyRefundLimit ?? formatAmount(STAFF_LIMIT_DEFAULTS.dailyRefundLimitCents),
    canSellGiftCards: editing?.canSellGiftCards ?? true,
  });
  const { values } = form;
  // docs/product/management.md §8: a failure is 'Failed to add staff member'; the server's reason
  // (an e-mail already in use) goes under it rather than in a second toast.
  const failed = {
    requestOptions: { errorToast: false },
    mutationConfig: {
      onError: (error: { serverMessage?: string }) =>
        toast.error(STAFF_TEXT.saveFailed, { description: error.serverMessage }),
    },
  };
  const add = useAddStaff(failed);
  const update = useUpdateStaff(failed);
  const isPending = add.isPending || update.isPending;

  const backToStaff = () => void navigate(paths.staff.getHref());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const fields = {
      name: values.name,
      email: values.email,
      phoneNumber: withoutAustralianPrefix(values.phone),
      activeStaff: values.active,
      chatAccess: values.chatAccess,
      refundLimit: values.refundLimit,
      dailyRefundLimit: values.dailyRefundLimit,
      canSellGiftcards: values.canSellGiftCards,
    };
    if (editing) {
      const request = { id: editing.id, ...fields };
      if (!form.showErrors(fieldErrors(updateStaff.request, request), event.currentTarget))
        update.mutate(request, { onSuccess: backToStaff });
    } else if (!form.showErrors(fieldErrors(addStaff.request, fields), event.currentTarget)) {
      add.mutate(fields, { onSuccess: backToStaff });
    }
  }

  return (
    <FormPage
      title={editing ? STAFF_TEXT.updateTitle : STAFF_TEXT.addTitle}
      onSubmit={onSubmit}
      onCancel={backToStaff}
      cancelLabel={STAFF_TEXT.cancel}
      submitLabel={editing ? STAFF_TEXT.updateButton : STAFF_TEXT.addButton}
      isPending={isPending}
      pendingLabel={STAFF_TEXT.saving}
    >
      <TextField label={STAFF_TEXT.name} isRequired autoComplete="off" {...form.field('name')} />
      <TextField
        label={STAFF_TEXT.email}
        isRequired
        type="email"
        autoComplete="off"
        {...form.field('email')}
      />
      <TextField
        label={STAFF_TEXT.phone}
        type="tel"
        autoComplete="off"
        {...form.field('phone', 'phoneNumber')}
      />
      <FieldGridRow>
        <Stack gap="md">
          <Checkbox
            isSelected={values.chatAccess}
            onChange={(chatAccess) => form.set('chatAccess', chatAccess)}
          >
            {STAFF_TEXT.chatAccess}
          </Checkbox>
          <Checkbox
            isSelected={values.active}
            onChange={(active) => form.set('active', active)}
            description={editing ? STAFF_TEXT.activeHelp : undefined}
          >
            {STAFF_TEXT.activeCheckbox}
          </Checkbox>
        </Stack>
      </FieldGridRow>
      <MoneyField
        label={STAFF_TEXT.refundLimit}
        isRequired
        description={STAFF_TEXT.refundLimitHelp}
        {...form.field('refundLimit')}
      />
      <MoneyField
        label={STAFF_TEXT.dailyRefundLimit}
        isRequired
        description={STAFF_TEXT.dailyRefundLimitHelp}
        {...form.field('dailyRefundLimit')}
      />
      <FieldGridRow>
        <Checkbox
          isSelected={values.canSellGiftCards}
          onChange={(canSell) => form.set('canSellGiftCards', canSell)}
          description={STAFF_TEXT.canSellGiftCardsHelp}
        >
          {STAFF_TEXT.canSellGiftCards}
        </Checkbox>
      </FieldGridRow>
    </FormPage>
  );
}
