import { useUpdateMemberName } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { Card } from '@countertop/ui/Card';
import { Form } from '@countertop/ui/Form';
import { Stack } from '@countertop/ui/Stack';
import { TextField } from '@countertop/ui/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';

/**
 * The member's name, which the counter greets them by: added by a member without one, or changed
 * (a first sign-in names the member after their e-mail). The contract trims and checks it; its
 * message is shown under the field.
 */
export function NameForm({ current, onDone }: { current: string; onDone?: () => void }) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string>();
  const save = useUpdateMemberName({ requestOptions: { errorToast: false } });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name is required');
      return;
    }
    save.mutate({ name }, { onSuccess: () => onDone?.(), onError: (e) => setError(e.message) });
  }

  return (
    <Card
      title={current ? 'Change your name' : 'Add your name'}
      headingLevel={2}
      description="Shops see it when they look up your pass."
    >
      <Form validationBehavior="aria" onSubmit={onSubmit}>
        <TextField
          label="Your name"
          value={name}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
          isInvalid={Boolean(error)}
          errorMessage={error}
          autoComplete="name"
          maxLength={80}
        />
        <Stack direction="horizontal" gap="sm" wrap>
          <Button type="submit" variant="primary">
            Save name
          </Button>
          {onDone && (
            <Button variant="secondary" onPress={onDone}>
              Cancel
            </Button>
          )}
        </Stack>
      </Form>
    </Card>
  );
}
