import { PROFILE_MESSAGES, updateAccountInfo } from '@countertop/api';
import type { AccountInfo } from '@countertop/api';
import { useUpdateAccountInfo } from '@countertop/api/react';
import { Button, Card, Checkbox, FieldGridRow, Fieldset, Form, Stack, TextField } from '@countertop/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { fieldErrors, hasErrors, withoutError, type FieldErrors } from '@/lib/form-errors';
import { formatAbn } from '../utils/abn';
import { labelFromFieldName } from '../utils/field-label';
import { PROFILE_TEXT } from '../texts';

type TextKey = 'name' | 'bsb' | 'number' | 'bankName' | 'branch' | 'abn';

/**
 * Owner Bank Account Info (docs/product/management.md §2): the account's name, BSB and number
 * (marked required), where it is held (bank name and branch), and the business's ABN and GST
 * registration, which the same call saves. The texts are the contract's (BSB 6 digits, account
 * number 6 to 10, the ABN checksum), so the form says what the server would.
 */
export function AccountInfoForm({ account }: { account: AccountInfo }) {
  const [values, setValues] = useState<Record<TextKey, string>>({
    name: account.bankAccount.name,
    bsb: account.bankAccount.bsb,
    number: account.bankAccount.number,
    bankName: account.bankAccount.bankName,
    branch: account.bankAccount.branch,
    abn: formatAbn(account.abn),
  });
  const [isRegisteredForGST, setIsRegisteredForGST] = useState(account.isRegisteredForGST);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useUpdateAccountInfo();

  const edit = (key: TextKey) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, key));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const request = { ...values, isRegisteredForGST };
    const found = fieldErrors(updateAccountInfo.request, request);
    // The server checks this against the saved values too; the form can say it before the call.
    if (isRegisteredForGST && values.abn.trim() === '') found.abn ??= PROFILE_MESSAGES.gstNeedsAbn;
    setErrors(found);
    if (hasErrors(found)) focusFirstInvalid(event.currentTarget);
    if (!hasErrors(found)) save.mutate(request);
  }

  const field = (key: TextKey, name: string, extra: { isRequired?: boolean; inputMode?: 'numeric' } = {}) => (
    <TextField
      label={labelFromFieldName(name)}
      {...extra}
      value={values[key]}
      onChange={edit(key)}
      isInvalid={Boolean(errors[key])}
      errorMessage={errors[key]}
    />
  );

  return (
    <Card title={PROFILE_TEXT.bankInfo}>
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={PROFILE_TEXT.bankInfo}>
        <Fieldset legend={PROFILE_TEXT.bankAccount} columns={2}>
          {field('name', 'bankAccountName', { isRequired: true })}
          {field('bsb', 'bsbNumber', { isRequired: true, inputMode: 'numeric' })}
          {field('number', 'bankAccountNumber', { isRequired: true, inputMode: 'numeric' })}
          {field('bankName', 'bankName')}
          {field('branch', 'branch')}
        </Fieldset>
        <Fieldset legend={PROFILE_TEXT.tax} description={PROFILE_TEXT.taxDescription} columns={2}>
          {field('abn', 'abn', { inputMode: 'numeric' })}
          <FieldGridRow>
            <Checkbox
              isSelected={isRegisteredForGST}
              onChange={(selected) => {
                setIsRegisteredForGST(selected);
                setErrors((current) => withoutError(current, 'abn'));
              }}
            >
              {labelFromFieldName('registeredForGST')}
            </Checkbox>
          </FieldGridRow>
        </Fieldset>
        <Stack direction="horizontal" justify="end">
          <Button
            type="submit"
            variant="primary"
            isPending={save.isPending}
            pendingLabel={PROFILE_TEXT.saving}
          >
            {PROFILE_TEXT.saveAccountInfo}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
