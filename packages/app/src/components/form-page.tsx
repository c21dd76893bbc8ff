import { Button } from '@countertop/ui/Button';
import { Card } from '@countertop/ui/Card';
import { FieldGrid } from '@countertop/ui/Fieldset';
import { Form } from '@countertop/ui/Form';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';
import type { FormEvent, ReactNode } from 'react';

interface FormPageProps {
  /** The page's heading, which also names the form. */
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button shows its spinner and `pendingLabel` while the request is on its way. */
  isPending: boolean;
  pendingLabel: string;
  /** The fields, laid out in two columns (a FieldGridRow spans both). */
  children: ReactNode;
}

/**
 * A page that is one form (Add Staff, Add or Update Store): the heading, the fields in a card in
 * two columns, then Cancel and the submit button at the end. Messages show with `validationBehavior="aria"`,
 * so the form's own checks, not the browser's, say what is wrong.
 */
export function FormPage({
  title,
  onSubmit,
  onCancel,
  cancelLabel,
  submitLabel,
  isPending,
  pendingLabel,
  children,
}: FormPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={title}>
          <FieldGrid columns={2}>{children}</FieldGrid>
          <Stack direction="horizontal" gap="md" justify="end" wrap>
            <Button onPress={onCancel}>{cancelLabel}</Button>
            <Button type="submit" variant="primary" isPending={isPending} pendingLabel={pendingLabel}>
              {submitLabel}
            </Button>
          </Stack>
        </Form>
      </Card>
    </>
  );
}
