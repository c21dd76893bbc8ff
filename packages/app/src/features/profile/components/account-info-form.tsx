import { PROFILE_MESSAGES, updateAccountInfo } from '@countertop/api';
import type { AccountInfo } from '@countertop/api';
import { useUpdateAccountInfo } from '@countertop/api/react';
import { Checkbox } from '@countertop/ui/Checkbox';
import { FieldGridRow, Fieldset } from '@countertop/ui/Fieldset';
import { TextField } from '@countertop/ui/TextField';
import { fieldErrors } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import { formatAbn } from '../utils/abn';
import { labelFromFieldName } from '../utils/field-label';
import { PROFILE_TEXT } from '../texts';
import { ProfileSection } from './profile-section';

type TextKey = 'name' | 'bsb' | 'number' | 'bankName' | 'branch' | 'abn';

/**
 * Owner Bank Account Info (docs/product/management.md §2): the account's name, BSB and number
 * (marked required), where it is held (bank name and branch), and the business's ABN and GST
 * registration, which the same call saves. The texts are the contract's (BSB 6 digits, account
 * number 6 to 10, the ABN checksum), so the form says what the server would.
 */
export function AccountInfoForm({ account }: { account: AccountInfo }) {
  const form = useFormState({
    name: account.bankAccount.name,
    bsb: account.bankAccount.bsb,
    number: account.bankAccount.number,
    bankName: account.bankAccount.bankName,
    branch: account.bankAccount.branch,
    abn: formatAbn(account.abn),
    isRegisteredForGST: account.isRegisteredForGST,
  });
  const save = useUpdateAccountInfo();

  function onSave(element: HTMLFormElement) {
    const request = form.values;
    const found = fieldErrors(updateAccountInfo.request, request);
    // The server checks this against the saved values too; the form can say it before the call.
    if (request.isRegisteredForGST && request.abn.trim() === '') found.abn ??= PROFILE_MESSAGES.gstNeedsAbn;
    if (!form.showErrors(found, element)) save.mutate(request);
  }

  const field = (key: TextKey, name: string, extra: { isRequired?: boolean; inputMode?: 'numeric' } = {}) => (
    <TextField label={labelFromFieldName(name)} {...extra} {...form.field(key)} />
  );

  return (
    <ProfileSection
      title={PROFILE_TEXT.bankInfo}
      saveLabel={PROFILE_TEXT.saveAccountInfo}
      isSaving={save.isPending}
      onSave={onSave}
    >
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
            isSelected={form.values.isRegisteredForGST}
            onChange={(selected) => form.set('isRegisteredForGST', selected, 'abn')}
          >
            {labelFromFieldName('registeredForGST')}
          </Checkbox>
        </FieldGridRow>
      </Fieldset>
    </ProfileSection>
  );
}
