import { addStaff, updateStaff } from '@countertop/api';
import { useAddStaff, useUpdateStaff } from '@countertop/api/react';
import {
  Button,
  Card,
  Checkbox,
  FieldGrid,
  FieldGridRow,
  Form,
  PageHeader,
  Stack,
  TextField,
  toast,
} from '@countertop/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { fieldErrors, hasErrors, withoutError, type FieldErrors } from '@/lib/form-errors';
import { withoutAustralianPrefix } from '@/lib/phone';
import type { StaffEditState } from '../utils/staff-edit-state';
import { STAFF_TEXT } from '../texts';

/**
 * /staff/add (docs/product/management.md §2 Add Staff): name, e-mail, phone, Chat Access (off by
 * default) and Active (on by default); empty to add, or with someone from the list to edit. A
 * spinner shows in the button while saving; a success goes back to /staff.
 */
export function StaffForm({ editing }: { editing?: StaffEditState }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({
    name: editing?.name ?? '',
    email: editing?.email ?? '',
    phone: editing?.phone ?? '',
    chatAccess: editing?.chatAccess ?? false,
    active: editing?.status ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
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

  const edit = (key: 'name' | 'email' | 'phone', errorKey: string) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, errorKey));
  };
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
    };
    if (editing) {
      const request = { id: editing.id, ...fields };
      const found = fieldErrors(updateStaff.request, request);
      setErrors(found);
      if (hasErrors(found)) focusFirstInvalid(event.currentTarget);
      if (!hasErrors(found)) update.mutate(request, { onSuccess: backToStaff });
      return;
    }
    const found = fieldErrors(addStaff.request, fields);
    setErrors(found);
    if (hasErrors(found)) focusFirstInvalid(event.currentTarget);
    if (!hasErrors(found)) add.mutate(fields, { onSuccess: backToStaff });
  }

  const title = editing ? STAFF_TEXT.updateTitle : STAFF_TEXT.addTitle;
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={title}>
          <FieldGrid columns={2}>
            <TextField
              label={STAFF_TEXT.name}
              isRequired
              autoComplete="off"
              value={values.name}
              onChange={edit('name', 'name')}
              isInvalid={Boolean(errors.name)}
              errorMessage={errors.name}
            />
            <TextField
              label={STAFF_TEXT.email}
              isRequired
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={edit('email', 'email')}
              isInvalid={Boolean(errors.email)}
              errorMessage={errors.email}
            />
            <TextField
              label={STAFF_TEXT.phone}
              type="tel"
              autoComplete="off"
              value={values.phone}
              onChange={edit('phone', 'phoneNumber')}
              isInvalid={Boolean(errors.phoneNumber)}
              errorMessage={errors.phoneNumber}
            />
            <FieldGridRow>
              <Stack gap="md">
                <Checkbox
                  isSelected={values.chatAccess}
                  onChange={(chatAccess) => setValues((current) => ({ ...current, chatAccess }))}
                >
                  {STAFF_TEXT.chatAccess}
                </Checkbox>
                <Checkbox
                  isSelected={values.active}
                  onChange={(active) => setValues((current) => ({ ...current, active }))}
                  description={editing ? STAFF_TEXT.activeHelp : undefined}
                >
                  {STAFF_TEXT.activeCheckbox}
                </Checkbox>
              </Stack>
            </FieldGridRow>
          </FieldGrid>
          <Stack direction="horizontal" gap="md" justify="end" wrap>
            <Button onPress={backToStaff}>{STAFF_TEXT.cancel}</Button>
            <Button type="submit" variant="primary" isPending={isPending} pendingLabel={STAFF_TEXT.saving}>
              {editing ? STAFF_TEXT.updateButton : STAFF_TEXT.addButton}
            </Button>
          </Stack>
        </Form>
      </Card>
    </>
  );
}
