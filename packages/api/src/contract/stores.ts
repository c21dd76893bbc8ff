import { z } from 'zod';
import { listOf, pageRequest } from './common.js';
import { endpoint } from './endpoint.js';

export const AUSTRALIAN_STATES = [
  { code: 'NSW', name: 'New South Wales' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'WA', name: 'Western Australia' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NT', name: 'Northern Territory' },
] as const;

export const address = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pinCode: z.union([z.string(), z.number()]),
});

export const store = z.object({
  id: z.string(),
  name: z.string(),
  counters: z.array(z.string()),
  phoneNumber: z.string(),
  website: z.string(),
  isOperational: z.boolean(),
  isPrimary: z.boolean(),
  category: z.string(),
  address,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Store = z.infer<typeof store>;

export const listStores = endpoint({
  method: 'POST',
  path: '/store/list',
  access: 'owner-or-staff',
  request: pageRequest,
  response: listOf(store),
});
