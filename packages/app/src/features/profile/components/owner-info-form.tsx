import { updateOwnerInfo } from '@countertop/api';
import type { BusinessInfo } from '@countertop/api';
import { useUpdateOwnerInfo } from '@countertop/api/react';
import { Button, Card, FieldGrid, Form, Stack, TextField } from '@countertop/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { fieldErrors, hasErrors, type FieldErrors } from '@/lib/form-errors';
import { labelFromFieldName } from '../utils/field-label';
import { PROFILE_TEXT } from '../texts';

/**
 * Owner Info (docs/product/management.md §2): all five marked required; only the owner's name can
 * change (the e-mail is how they sign in; member ID, referral code and country are the system's).
 */
export function OwnerInfoForm({ info }: { info: BusinessInfo }) {
  const [name, setName] = useState(info.user.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useUpdateOwnerInfo();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = fieldErrors(updateOwnerInfo.request, { name });
    setErrors(found);
    if (hasErrors(found)) focusFirstInvalid(event.currentTarget);
    if (!hasErrors(found)) save.mutate({ name });
  }

  const fixed = (field: string, value: string) => (
    <TextField
      label={labelFromFieldName(field)}
      isRequired
      isReadOnly
      markReadOnly
      value={value}
      placeholder={PROFILE_TEXT.notAssigned}
    />
  );

  return (
    <Card title={PROFILE_TEXT.ownerInfo}>
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={PROFILE_TEXT.ownerInfo}>
        <FieldGrid columns={2}>
          <TextField
            label={labelFromFieldName('ownerName')}
            isRequired
            autoComplete="name"
            value={name}
            onChange={(value) => {
              setName(value);
              setErrors({});
            }}
            isInvalid={Boolean(errors.name)}
            errorMessage={errors.name}
          />
          {fixed('ownerEmail', info.user.email)}
          {fixed('ownerMemberId', info.user.memberId)}
          {fixed('ownerReferralCode', info.user.referralCode)}
          {fixed('country', info.user.country)}
        </FieldGrid>
        <Stack direction="horizontal" justify="end">
          <Button
            type="submit"
            variant="primary"
            isPending={save.isPending}
            pendingLabel={PROFILE_TEXT.saving}
          >
            {PROFILE_TEXT.saveOwnerInfo}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
