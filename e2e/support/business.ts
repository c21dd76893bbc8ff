import { randomBytes } from 'node:crypto';
import { register } from '@countertop/api';
import { api } from './api';

export interface TestBusiness {
  handle: string;
  ownerEmail: string;
  ownerName: string;
  businessName: string;
  storeName: string;
}

/**
 * Registers a fresh business through the public registration call, so each test signs in with its
 * own e-mail and never trips the per-e-mail OTP send limits or another test's state.
 */
export async function registerBusiness(counters = 2): Promise<TestBusiness> {
  const id = randomBytes(4).toString('hex');
  const business: TestBusiness = {
    handle: `shop${id}`,
    ownerEmail: `owner.${id}@example.com`,
    ownerName: `Owner ${id}`,
    businessName: `Test Shop ${id}`,
    storeName: `Main Street ${id}`,
  };
  await api().call(register, {
    userType: 'B',
    user: { email: business.ownerEmail, name: business.businessName, country: 'AU' },
    userName: `@${business.handle}`,
    name: business.ownerName,
    website: 'https://example.com',
    phoneNumber: '+61 2 9000 0000',
    stores: [
      {
        name: business.storeName,
        isOperational: 'true',
        isPrimary: 'true',
        phoneNumber: '+61 2 9000 0001',
        website: '',
        address: {
          line1: '1 George St',
          line2: '',
          city: 'Sydney',
          state: 'NSW',
          country: 'Australia',
          pinCode: '2000',
        },
        longitude: 151.2093,
        latitude: -33.8688,
        counters: String(counters),
      },
    ],
  });
  return business;
}
