import { updateBusinessInfo } from '@countertop/api';
import type { BusinessInfo } from '@countertop/api';
import { useUpdateBusinessInfo } from '@countertop/api/react';
import { Button, Card, FieldGrid, Form, Stack, TextField } from '@countertop/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { fieldErrors, hasErrors, withoutError, type FieldErrors } from '@/lib/form-errors';
import { withoutAustralianPrefix } from '@/lib/phone';
import { labelFromFieldName } from '../utils/field-label';
import { PROFILE_TEXT } from '../texts';

/**
 * Business Info (docs/product/management.md §2): name and phone can change, the handle and the
 * category are shown read-only; all four are marked required. Website is the business's too.
 */
export function BusinessInfoForm({ info }: { info: BusinessInfo }) {
  const [values, setValues] = useState({
    name: info.name,
    phoneNumber: info.phoneNumber,
    website: info.website,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useUpdateBusinessInfo();

  const edit = (field: keyof typeof values, errorKey: string) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, errorKey));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const request = {
      user: { name: values.name },
      phoneNumber: withoutAustralianPrefix(values.phoneNumber),
      website: values.website,
    };
    const found = fieldErrors(updateBusinessInfo.request, request);
    setErrors(found);
    if (hasErrors(found)) focusFirstInvalid(event.currentTarget);
    if (!hasErrors(found)) save.mutate(request);
  }

  return (
    <Card title={PROFILE_TEXT.businessInfo}>
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={PROFILE_TEXT.businessInfo}>
        <FieldGrid columns={2}>
          <TextField
            label={labelFromFieldName('businessName')}
            isRequired
            autoComplete="organization"
            value={values.name}
            onChange={edit('name', 'user.name')}
            isInvalid={Boolean(errors['user.name'])}
            errorMessage={errors['user.name']}
          />
          <TextField
            label={labelFromFieldName('businessHandle')}
            isRequired
            isReadOnly
            markReadOnly
            value={`@${info.userName}`}
          />
          <TextField
            label={labelFromFieldName('businessCategory')}
            isRequired
            isReadOnly
            markReadOnly
            value={info.category}
          />
          <TextField
            label={labelFromFieldName('businessPhoneNumber')}
            isRequired
            type="tel"
            autoComplete="tel"
            value={values.phoneNumber}
            onChange={edit('phoneNumber', 'phoneNumber')}
            isInvalid={Boolean(errors.phoneNumber)}
            errorMessage={errors.phoneNumber}
          />
          <TextField
            label={labelFromFieldName('website')}
            type="url"
            autoComplete="url"
            value={values.website}
            onChange={edit('website', 'website')}
            isInvalid={Boolean(errors.website)}
            errorMessage={errors.website}
          />
        </FieldGrid>
        <Stack direction="horizontal" justify="end">
          <Button
            type="submit"
            variant="primary"
            isPending={save.isPending}
            pendingLabel={PROFILE_TEXT.saving}
          >
            {PROFILE_TEXT.saveBusinessInfo}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
