import { Button } from '@countertop/ui/Button';
import { Card } from '@countertop/ui/Card';
import { Form } from '@countertop/ui/Form';
import { Notice } from '@countertop/ui/Notice';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';
import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';

type DraftAction = 'save' | 'publish';

/** A mutation as the form calls it. */
interface Call<Body> {
  mutateAsync: (body: Body) => Promise<unknown>;
}

/**
 * The calls behind Save and Publish: a new item is added, or added and published in one call; a
 * draft being edited is updated, then published.
 */
export interface DraftCalls<Request, Key> {
  add: Call<Request>;
  addAndPublish: Call<Request>;
  update: Call<Key & Request>;
  publish: Call<Key>;
}

interface DraftFormPageProps<Request extends object, Key extends object> {
  /** The page's heading, which also names the form. */
  title: string;
  texts: { cancel: string; save: string; publishButton: string; saving: string };
  calls: DraftCalls<Request, Key>;
  /** The draft being edited as its calls name it (`{ id }`, `{ offerId }`); none for a new item. */
  draftKey: Key | undefined;
  /** The request the fields make, or undefined when they have messages to show instead. */
  checkRequest: () => Request | undefined;
  /** Back to the list: Cancel, and a Save or Publish that succeeded. */
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form of an item kept as a draft until published (docs/product/management.md §3, §4: gift
 * cards, offers): the fields in a card, then Cancel, Save (the submit: keeps a draft) and Publish.
 * A submit with messages to show moves focus to the first of them. One call runs at a time; a refusal, such as the plan's limit of published items, stays on the
 * form (§8: failures are not toasted).
 */
export function DraftFormPage<Request extends object, Key extends object>({
  title,
  texts: T,
  calls,
  draftKey,
  checkRequest,
  onClose,
  children,
}: DraftFormPageProps<Request, Key>) {
  const [action, setAction] = useState<DraftAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  async function submit(next: DraftAction) {
    if (action !== null) return;
    setRefusal(null);
    const request = checkRequest();
    if (request === undefined) {
      if (form.current) focusFirstInvalid(form.current);
      return;
    }
    setAction(next);
    try {
      if (draftKey) {
        await calls.update.mutateAsync({ ...draftKey, ...request });
        if (next === 'publish') await calls.publish.mutateAsync(draftKey);
      } else {
        await (next === 'publish' ? calls.addAndPublish : calls.add).mutateAsync(request);
      }
      onClose();
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setAction(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit('save');
  }

  return (
    <>
      <PageHeader title={title} />
      <Card>
        <Form ref={form} onSubmit={onSubmit} validationBehavior="aria" aria-label={title}>
          <Stack gap="lg">
            {children}
            {refusal && (
              <Notice tone="danger" role="alert">
                {refusal}
              </Notice>
            )}
            <Stack direction="horizontal" gap="md" justify="end" wrap>
              <Button onPress={onClose}>{T.cancel}</Button>
              <Button
                type="submit"
                isPending={action === 'save'}
                pendingLabel={T.saving}
                isDisabled={action === 'publish'}
              >
                {T.save}
              </Button>
              <Button
                variant="primary"
                isPending={action === 'publish'}
                pendingLabel={T.saving}
                isDisabled={action === 'save'}
                onPress={() => void submit('publish')}
              >
                {T.publishButton}
              </Button>
            </Stack>
          </Stack>
        </Form>
      </Card>
    </>
  );
}
