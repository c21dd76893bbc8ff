import { addStore, updateStore } from '@countertop/api';
import { useAddStore, useUpdateStore } from '@countertop/api/react';
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
} from '@countertop/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CoordinateFields } from '@/components/coordinate-fields';
import { emptyStoreAddress, StoreAddressFields, type StoreAddress } from '@/components/store-address-fields';
import { paths } from '@/config/paths';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { fieldErrors, hasErrors, withoutError, type FieldErrors } from '@/lib/form-errors';
import { withoutAustralianPrefix } from '@/lib/phone';
import { pinCodeAsInteger } from '@/lib/postcode';
import type { Coordinates } from '@/lib/use-current-location';
import type { StoreEditState } from '../utils/store-edit-state';
import { STORE_TEXT } from '../texts';

interface StoreValues {
  name: string;
  phone: string;
  website: string;
  operational: boolean;
  address: StoreAddress;
  coordinates: Coordinates;
  counters: number;
}

const coordinateText = (value: number | null) => (value === null ? '' : String(value));

function initialValues(editing: StoreEditState | undefined): StoreValues {
  if (!editing) {
    // Operational is on by default; a new store has one counter (docs/product/management.md §2).
    return {
      name: '',
      phone: '',
      website: '',
      operational: true,
      address: emptyStoreAddress,
      coordinates: { latitude: '', longitude: '' },
      counters: 1,
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
    counters: editing.counters,
  };
}

/**
 * /stores/add (docs/product/management.md §2 Add or Update Store): empty to add a store, or with
 * a store from the list to update it. In edit mode the location is shown but disabled; the number
 * of counters is display-only in both modes. Both buttons return to /stores.
 */
export function StoreForm({ editing }: { editing?: StoreEditState }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(editing));
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddStore();
  const update = useUpdateStore();
  const isPending = add.isPending || update.isPending;
  const isEdit = editing !== undefined;

  const set = <K extends keyof StoreValues>(key: K, value: StoreValues[K], errorKeys: string[] = [key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => errorKeys.reduce(withoutError, current));
  };

  const backToStores = () => void navigate(paths.stores.getHref());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const shared = {
      name: values.name,
      isOperational: values.operational,
      phoneNumber: withoutAustralianPrefix(values.phone),
      website: values.website,
      address: {
        line1: values.address.line1,
        line2: values.address.line2,
        city: values.address.city,
        state: values.address.state ?? '',
        country: 'AU',
        pinCode: pinCodeAsInteger(values.address.pinCode),
      },
    };
    if (editing) {
      const request = { id: editing.id, ...shared };
      const found = fieldErrors(updateStore.request, request);
      setErrors(found);
      if (hasErrors(found)) focusFirstInvalid(event.currentTarget);
      if (!hasErrors(found)) update.mutate(request, { onSuccess: backToStores });
      return;
    }
    const request = {
      ...shared,
      latitude: values.coordinates.latitude,
      longitude: values.coordinates.longitude,
      counters: values.counters,
    };
    const found = fieldErrors(addStore.request, request);
    setErrors(found);
    if (hasErrors(found)) focusFirstInvalid(event.currentTarget);
    if (!hasErrors(found)) add.mutate(request, { onSuccess: backToStores });
  }

  const addressErrors = {
    line1: errors['address.line1'] ?? errors.address,
    city: errors['address.city'],
    state: errors['address.state'],
    pinCode: errors['address.pinCode'],
  };

  return (
    <>
      <PageHeader title={isEdit ? STORE_TEXT.updateTitle : STORE_TEXT.addTitle} />
      <Card>
        <Form
          onSubmit={onSubmit}
          validationBehavior="aria"
          aria-label={isEdit ? STORE_TEXT.updateTitle : STORE_TEXT.addTitle}
        >
          <FieldGrid columns={2}>
            <TextField
              label={STORE_TEXT.storeName}
              isRequired
              value={values.name}
              onChange={(name) => set('name', name)}
              isInvalid={Boolean(errors.name)}
              errorMessage={errors.name}
            />
            <StoreAddressFields
              address={values.address}
              onChange={(field, value) =>
                set('address', { ...values.address, [field]: value }, [`address.${field}`, 'address'])
              }
              errors={addressErrors}
            />
            <TextField
              label={STORE_TEXT.phone}
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={(phone) => set('phone', phone, ['phoneNumber'])}
              isInvalid={Boolean(errors.phoneNumber)}
              errorMessage={errors.phoneNumber}
            />
            <TextField
              label={STORE_TEXT.website}
              type="url"
              autoComplete="url"
              value={values.website}
              onChange={(website) => set('website', website)}
              isInvalid={Boolean(errors.website)}
              errorMessage={errors.website}
            />
            <CoordinateFields
              coordinates={values.coordinates}
              onChange={(changed) =>
                set('coordinates', { ...values.coordinates, ...changed }, Object.keys(changed))
              }
              errors={{ latitude: errors.latitude, longitude: errors.longitude }}
              isDisabled={isEdit}
            />
            {isEdit && (
              <FieldGridRow>
                <p>{STORE_TEXT.locationFixed}</p>
              </FieldGridRow>
            )}
            <TextField
              label={STORE_TEXT.counters}
              description={isEdit ? STORE_TEXT.countersFixed : STORE_TEXT.countersNew}
              value={String(values.counters)}
              isReadOnly
              markReadOnly
            />
            <FieldGridRow>
              <Checkbox
                isSelected={values.operational}
                onChange={(operational) => set('operational', operational)}
              >
                {STORE_TEXT.operational}
              </Checkbox>
            </FieldGridRow>
          </FieldGrid>
          <Stack direction="horizontal" gap="md" justify="end" wrap>
            <Button onPress={backToStores}>{STORE_TEXT.cancel}</Button>
            <Button type="submit" variant="primary" isPending={isPending} pendingLabel={STORE_TEXT.saving}>
              {isEdit ? STORE_TEXT.updateButton : STORE_TEXT.addTitle}
            </Button>
          </Stack>
        </Form>
      </Card>
    </>
  );
}
