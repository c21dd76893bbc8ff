import { randomBytes } from 'node:crypto';
import { apiURL } from './run';

export interface TestBusiness {
  handle: string;
  ownerEmail: string;
  ownerName: string;
  businessName: string;
  storeName: string;
  counters: string[];
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
    counters: Array.from({ length: counters }, (_, i) => `Counter ${i + 1}`),
  };
  const response = await fetch(`${apiURL}/user/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
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
    }),
  });
  if (!response.ok) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return business;
}
