import { Button } from '@countertop/ui/Button';
import { Card } from '@countertop/ui/Card';
import { Form } from '@countertop/ui/Form';
import { Stack } from '@countertop/ui/Stack';
import type { FormEvent, ReactNode } from 'react';
import { PROFILE_TEXT } from '../texts';

interface ProfileSectionProps {
  /** The card's title, which also names the form. */
  title: string;
  saveLabel: string;
  isSaving: boolean;
  /** Called on submit unless a save is on its way; given the form, to focus the first message in. */
  onSave: (form: HTMLFormElement) => void;
  /** The section's fields. */
  children: ReactNode;
}

/**
 * One of the profile's three sections (docs/product/management.md §2 Profile): a card holding a
 * form with its own save button, so each section is saved on its own.
 */
export function ProfileSection({ title, saveLabel, isSaving, onSave, children }: ProfileSectionProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSaving) onSave(event.currentTarget);
  }

  return (
    <Card title={title}>
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={title}>
        {children}
        <Stack direction="horizontal" justify="end">
          <Button type="submit" variant="primary" isPending={isSaving} pendingLabel={PROFILE_TEXT.saving}>
            {saveLabel}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
