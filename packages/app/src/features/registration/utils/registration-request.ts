import type { RequestOf, register } from '@countertop/api';
import { emptyCoordinates } from '@/components/coordinate-fields';
import { emptyStoreAddress, storeAddressRequest, type StoreAddress } from '@/components/store-address-fields';
import { withoutAustralianPrefix } from '@/lib/phone';
import type { Coordinates } from '@/lib/use-current-location';

export interface RegistrationValues {
  businessName: string;
  handle: string;
  website: string;
  ownerName: string;
  email: string;
  contactNumber: string;
  storeName: string;
  storePhone: string;
  counters: number;
  address: StoreAddress;
  coordinates: Coordinates;
  termsAccepted: boolean;
  /** Another business's referral code (its owner's), from the link or typed; '' for none. */
  referralCode: string;
}

export const emptyRegistration: RegistrationValues = {
  businessName: '',
  handle: '',
  website: '',
  ownerName: '',
  email: '',
  contactNumber: '',
  storeName: '',
  storePhone: '',
  counters: 1,
  address: emptyStoreAddress,
  coordinates: emptyCoordinates,
  termsAccepted: false,
  referralCode: '',
};

/**
 * The registration payload of docs/product/management.md §3 as the form sends it: fixed values as
 * text (`isOperational`, `isPrimary`), the counters as text, the store's country 'Australia', the
 * owner as user type 'B' in 'AU', phones without `+61`. The store shares the business's website.
 * A referral code goes only when one was given.
 */
export function registrationRequest(values: RegistrationValues): RequestOf<typeof register> {
  return {
    userType: 'B',
    user: { email: values.email, name: values.businessName, country: 'AU' },
    userName: values.handle,
    name: values.ownerName,
    website: values.website,
    phoneNumber: withoutAustralianPrefix(values.contactNumber),
    stores: [
      {
        name: values.storeName,
        isOperational: 'true',
        isPrimary: 'true',
        phoneNumber: withoutAustralianPrefix(values.storePhone),
        website: values.website,
        address: storeAddressRequest(values.address, 'Australia'),
        longitude: values.coordinates.longitude,
        latitude: values.coordinates.latitude,
        counters: Number.isFinite(values.counters) ? String(values.counters) : '',
      },
    ],
    ...(values.referralCode.trim() ? { referralCode: values.referralCode } : {}),
  };
}
