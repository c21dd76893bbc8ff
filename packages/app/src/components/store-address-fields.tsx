import { AUSTRALIAN_STATES } from '@countertop/api';
import { Select, TextField } from '@countertop/ui';

export interface StoreAddress {
  line1: string;
  line2: string;
  city: string;
  /** A state code of docs/product/management.md §3, or null before one is chosen. */
  state: string | null;
  pinCode: string;
}

export const emptyStoreAddress: StoreAddress = { line1: '', line2: '', city: '', state: null, pinCode: '' };

const STATE_OPTIONS = AUSTRALIAN_STATES.map((state) => ({ id: state.code, label: state.name }));

interface StoreAddressFieldsProps {
  address: StoreAddress;
  onChange: (field: keyof StoreAddress, value: string | null) => void;
  /** Messages by address field (`line1`, `city`, `state`, `pinCode`). */
  errors: Partial<Record<keyof StoreAddress, string>>;
}

/**
 * A store's address (docs/product/management.md §2 Add or Update Store, Register): the same fields
 * and texts on both screens. Placed in the caller's FieldGrid, in reading order.
 */
export function StoreAddressFields({ address, onChange, errors }: StoreAddressFieldsProps) {
  return (
    <>
      <TextField
        label="Address Line 1"
        isRequired
        autoComplete="address-line1"
        value={address.line1}
        onChange={(value) => onChange('line1', value)}
        isInvalid={Boolean(errors.line1)}
        errorMessage={errors.line1}
      />
      <TextField
        label="Address Line 2"
        autoComplete="address-line2"
        value={address.line2}
        onChange={(value) => onChange('line2', value)}
      />
      <TextField
        label="City"
        isRequired
        autoComplete="address-level2"
        value={address.city}
        onChange={(value) => onChange('city', value)}
        isInvalid={Boolean(errors.city)}
        errorMessage={errors.city}
      />
      <Select
        label="State"
        isRequired
        placeholder="Select a state"
        items={STATE_OPTIONS}
        selectedKey={address.state}
        onSelectionChange={(key) => onChange('state', key === null ? null : String(key))}
        isInvalid={Boolean(errors.state)}
        errorMessage={errors.state}
      />
      <TextField
        label="Pincode"
        isRequired
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={4}
        value={address.pinCode}
        onChange={(value) => onChange('pinCode', value)}
        isInvalid={Boolean(errors.pinCode)}
        errorMessage={errors.pinCode}
      />
    </>
  );
}
