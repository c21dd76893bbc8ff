import { AUSTRALIAN_STATES } from '@countertop/api';
import { Select } from '@countertop/ui/Select';
import { TextField } from '@countertop/ui/TextField';
import { errorProps, requestPath, type FieldErrors } from '@/lib/form-errors';
import { pinCodeAsInteger } from '@/lib/postcode';

export interface StoreAddress {
  line1: string;
  line2: string;
  city: string;
  /** A state code of docs/product/management.md §3, or null before one is chosen. */
  state: string | null;
  pinCode: string;
}

export const emptyStoreAddress: StoreAddress = { line1: '', line2: '', city: '', state: null, pinCode: '' };

/**
 * The address as the store calls and registration send it (docs/product/management.md §3, §5):
 * the state code ('' before one is chosen) and the pin code as an integer. The country differs:
 * the store calls send 'AU', registration 'Australia'.
 */
export function storeAddressRequest(address: StoreAddress, country: 'AU' | 'Australia') {
  return {
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state ?? '',
    country,
    pinCode: pinCodeAsInteger(address.pinCode),
  };
}

const STATE_OPTIONS = AUSTRALIAN_STATES.map((state) => ({ id: state.code, label: state.name }));

type TextKey = Exclude<keyof StoreAddress, 'state'>;

interface StoreAddressFieldsProps {
  address: StoreAddress;
  /** Where the store stands in the request: '' for the store calls, 'stores.0' for registration. */
  storePath: string;
  /** The form's messages by request path; this reads those under `<storePath>.address`. */
  errors: FieldErrors;
  /** The changed address, with the messages it answers for (the field's and the whole address's). */
  onChange: (address: StoreAddress, ...errorKeys: string[]) => void;
}

/**
 * A store's address (docs/product/management.md §2 Add or Update Store, Register): the same fields
 * and texts on both screens. Placed in the caller's FieldGrid, in reading order.
 */
export function StoreAddressFields({ address, storePath, errors, onChange }: StoreAddressFieldsProps) {
  const path = requestPath(storePath, 'address');
  const change = (field: keyof StoreAddress, value: string | null) =>
    onChange({ ...address, [field]: value }, `${path}.${field}`, path);
  const text = (field: TextKey) => ({
    value: address[field],
    onChange: (value: string) => change(field, value),
  });
  const message = (field: keyof StoreAddress) => errorProps(errors[`${path}.${field}`]);

  return (
    <>
      <TextField
        label="Address Line 1"
        isRequired
        autoComplete="address-line1"
        {...text('line1')}
        // An address sent without its parts is missing its first line first (the contract's text).
        {...errorProps(errors[`${path}.line1`] ?? errors[path])}
      />
      <TextField
        label="Address Line 2"
        autoComplete="address-line2"
        {...text('line2')}
        {...message('line2')}
      />
      <TextField
        label="City"
        isRequired
        autoComplete="address-level2"
        {...text('city')}
        {...message('city')}
      />
      <Select
        label="State"
        isRequired
        placeholder="Select a state"
        items={STATE_OPTIONS}
        selectedKey={address.state}
        onSelectionChange={(key) => change('state', key === null ? null : String(key))}
        {...message('state')}
      />
      <TextField
        label="Pincode"
        isRequired
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={4}
        {...text('pinCode')}
        {...message('pinCode')}
      />
    </>
  );
}
