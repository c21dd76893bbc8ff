import { ALL_STORES, useSelectCounter, useStores } from '@countertop/api/react';
import { useEndSession, useSessionStore } from '@countertop/app-kit';
import { Button } from '@countertop/ui/Button';
import { Dialog } from '@countertop/ui/Dialog';
import { Select } from '@countertop/ui/Select';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXT } from '@/config/constants';
import { paths } from '@/config/paths';

/**
 * 'Select Store & Counter' (docs/product/front-desk.md §2), shown after a successful OTP verification. The store
 * is chosen already when the business has only one; Continue needs both a store and a counter, and
 * tells the server the choice first, so every call of the session is recorded at that counter.
 */
export function StoreCounterDialog({ isOpen }: { isOpen: boolean }) {
  const session = useSessionStore();
  const endSession = useEndSession();
  const navigate = useNavigate();
  // The dialog shows its own failure text, so the generic error toast would say it twice.
  const stores = useStores(ALL_STORES, { enabled: isOpen, requestOptions: { errorToast: false } });
  // The dialog moving on says it worked; a failure keeps it open with the error toast.
  const selectCounter = useSelectCounter({ requestOptions: { successToast: false } });
  const [chosenStoreId, setChosenStoreId] = useState<string | null>(null);
  const [counter, setCounter] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);

  // A failed load leaves the list empty (docs/product/front-desk.md §8).
  const list = stores.isError ? [] : (stores.data?.data.totalItems ?? []);
  const storeId = chosenStoreId ?? (list.length === 1 ? (list[0]?.id ?? null) : null);
  const store = list.find((s) => s.id === storeId);
  const counters = store?.counters ?? [];
  const chosenCounter = counter !== null && counters.includes(counter) ? counter : null;

  async function onContinue() {
    if (!store || chosenCounter === null || selectCounter.isPending) return;
    try {
      await selectCounter.mutateAsync({ storeId: store.id, counter: chosenCounter });
    } catch {
      return;
    }
    session.selectStore({
      storeId: store.id,
      storeName: store.name,
      counter: chosenCounter,
      isOperational: store.isOperational,
      address: store.address,
    });
    await navigate(paths.dashboard.getHref(), { replace: true });
  }

  async function onCancel() {
    setIsLeaving(true);
    session.removeStore();
    await endSession();
    // A full reload to the root drops every piece of the signed-in state held in memory.
    window.location.assign(paths.home.getHref());
  }

  return (
    <Dialog
      title="Select Store & Counter"
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled
      onOpenChange={() => {
        // Only Continue or Cancel close it: the choice is required to use the app.
      }}
      footer={
        <>
          {/* Continue first: choosing the counter and pressing Tab should reach it next. No
              isPending: the dialog closes at once on success, and RAC's announcement of a pending
              button would outlive it as a nameless live region; 'Processing...' shows the wait. */}
          <Button variant="primary" onPress={onContinue} isDisabled={!store || chosenCounter === null}>
            Continue
          </Button>
          <Button variant="secondary" onPress={onCancel} isPending={isLeaving}>
            Cancel
          </Button>
        </>
      }
    >
      <Stack>
        {stores.isPending && <Spinner label="Loading stores" />}
        {stores.isError && <p role="alert">{TEXT.storesFailed}</p>}
        <Select
          label="Store"
          placeholder="Select a store"
          items={list.map((s) => ({ id: s.id, label: s.name }))}
          selectedKey={storeId}
          onSelectionChange={(key) => {
            setChosenStoreId(key === null ? null : String(key));
            setCounter(null);
          }}
          isDisabled={list.length === 0}
        />
        <Select
          label="Counter"
          placeholder="Select a counter"
          items={counters.map((c) => ({ id: c, label: c }))}
          selectedKey={chosenCounter}
          onSelectionChange={(key) => setCounter(key === null ? null : String(key))}
          isDisabled={!store}
        />
      </Stack>
    </Dialog>
  );
}
