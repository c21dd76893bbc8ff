import { useUpdateMemberName } from '@countertop/api/react';
import { Button, Card, Form, TextField } from '@countertop/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';

/**
 * For a member who signed in without a name: the counter greets them by it. The contract trims
 * and checks it; its message is shown under the field.
 */
export function NameForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const save = useUpdateMemberName({ requestOptions: { errorToast: false } });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name is required');
      return;
    }
    save.mutate({ name }, { onError: (e) => setError(e.message) });
  }

  return (
    <Card title="Add your name" headingLevel={2} description="Shops see it when they look up your pass.">
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
        <Button type="submit" variant="primary">
          Save name
        </Button>
      </Form>
    </Card>
  );
}
