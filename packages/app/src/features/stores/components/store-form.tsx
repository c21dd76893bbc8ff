import { addStore, updateStore } from '@countertop/api';
import { useAddStore, useUpdateStore } from '@countertop/api/react';
import { Checkbox } from '@countertop/ui/Checkbox';
import { FieldGridRow } from '@countertop/ui/Fieldset';
import { TextField } from '@countertop/ui/TextField';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CoordinateFields, emptyCoordinates } from '@/components/coordinate-fields';
import { FormPage } from '@/components/form-page';
import {
  emptyStoreAddress,
  StoreAddressFields,
  storeAddressRequest,
  type StoreAddress,
} from '@/components/store-address-fields';
import { paths } from '@/config/paths';
import { fieldErrors } from '@/lib/form-errors';
import { withoutAustralianPrefix } from '@/lib/phone';
import type { Coordinates } from '@/lib/use-current-location';
import { useFormState } from '@/lib/use-form-state';
import type { StoreEditState } from '../utils/store-edit-state';
import { STORE_TEXT } from '../texts';

interface StoreValues {
  name: string;
  phone: string;
  website: string;
  operational: boolean;
  address: StoreAddress;
  coordinates: Coordinates;
}

const coordinateText = (value: number | null) => (value === null ? '' : String(value));

function initialValues(editing: StoreEditState | undefined): StoreValues {
  if (!editing) {
    // Operational is on by default (docs/product/management.md §2).
    return {
      name: '',
      phone: '',
      website: '',
      operational: true,
      address: emptyStoreAddress,
      coordinates: emptyCoordinates,
    };
  }
  return {
    name: editing.name,
    phone: editing.phone,
    website: editing.website,
    operational: editing.operational,
    address: {
      line1: editing.address.line1,
      line2: editing.address.line2,
      city: editing.address.city,
      state: editing.address.state || null,
      pinCode: editing.address.pincode,
    },
    coordinates: {
      latitude: coordinateText(editing.location.lat),
      longitude: coordinateText(editing.location.lng),
    },
  };
}

/**
 * /stores/add (docs/product/management.md §2 Add or Update Store): empty to add a store, or with
 * a store from the list to update it. In edit mode the location is shown but disabled; the number
 * of counters is display-only in both modes. Both buttons return to /stores.
 */
export function StoreForm({ editing }: { editing?: StoreEditState }) {
  const navigate = useNavigate();
  const form = useFormState(() => initialValues(editing));
  const { values } = form;
  // Display-only: a new store has one counter (docs/product/management.md §2).
  const counters = editing?.counters ?? 1;
  const add = useAddStore();
  const update = useUpdateStore();
  const isPending = add.isPending || update.isPending;

  const backToStores = () => void navigate(paths.stores.getHref());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const shared = {
      name: values.name,
      isOperational: values.operational,
      phoneNumber: withoutAustralianPrefix(values.phone),
      website: values.website,
      address: storeAddressRequest(values.address, 'AU'),
    };
    if (editing) {
      const request = { id: editing.id, ...shared };
      if (!form.showErrors(fieldErrors(updateStore.request, request), event.currentTarget))
        update.mutate(request, { onSuccess: backToStores });
      return;
    }
    const request = {
      ...shared,
      latitude: values.coordinates.latitude,
      longitude: values.coordinates.longitude,
      counters,
    };
    if (!form.showErrors(fieldErrors(addStore.request, request), event.currentTarget))
      add.mutate(request, { onSuccess: backToStores });
  }

  return (
    <FormPage
      title={editing ? STORE_TEXT.updateTitle : STORE_TEXT.addTitle}
      onSubmit={onSubmit}
      onCancel={backToStores}
      cancelLabel={STORE_TEXT.cancel}
      submitLabel={editing ? STORE_TEXT.updateButton : STORE_TEXT.addTitle}
      isPending={isPending}
      pendingLabel={STORE_TEXT.saving}
    >
      <TextField label={STORE_TEXT.storeName} isRequired {...form.field('name')} />
      <StoreAddressFields
        address={values.address}
        storePath=""
        errors={form.errors}
        onChange={(address, ...errorKeys) => form.set('address', address, ...errorKeys)}
      />
      <TextField
        label={STORE_TEXT.phone}
        type="tel"
        autoComplete="tel"
        {...form.field('phone', 'phoneNumber')}
      />
      <TextField label={STORE_TEXT.website} type="url" autoComplete="url" {...form.field('website')} />
      <CoordinateFields
        coordinates={values.coordinates}
        storePath=""
        errors={form.errors}
        onChange={(coordinates, ...errorKeys) => form.set('coordinates', coordinates, ...errorKeys)}
        isDisabled={editing !== undefined}
      />
      {editing && (
        <FieldGridRow>
          <p>{STORE_TEXT.locationFixed}</p>
        </FieldGridRow>
      )}
      <TextField
        label={STORE_TEXT.counters}
        description={editing ? STORE_TEXT.countersFixed : STORE_TEXT.countersNew}
        value={String(counters)}
        isReadOnly
        markReadOnly
      />
      <FieldGridRow>
        <Checkbox
          isSelected={values.operational}
          onChange={(operational) => form.set('operational', operational)}
        >
          {STORE_TEXT.operational}
        </Checkbox>
      </FieldGridRow>
    </FormPage>
  );
}
