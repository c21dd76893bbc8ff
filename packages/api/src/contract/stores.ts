import { z } from 'zod';
import { optionalPhone } from './australia.js';
import { listOf, pageRequest } from './common.js';
import { endpoint } from './endpoint.js';
import { flag, optionalText, recordId, requiredText, text } from './fields.js';

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

/** Most counters a store can have (registration and adding a store). */
export const MAX_COUNTERS = 50;

/** The store form's texts (docs/product/management.md §5), shared by the register and store screens and the server. */
export const STORE_MESSAGES = {
  name: 'Store name is required',
  line1: 'Address line 1 is required',
  city: 'City is required',
  state: 'State is required',
  stateUnknown: 'Please choose one of the 8 Australian states',
  pinCode: 'Pincode is required',
  pinCodeFormat: 'Pincode must be a 4-digit Australian postcode',
  country: 'Stores must be in Australia (AU)',
  coordinates: 'Location coordinates are required',
  counters: 'Number of counters must be at least 1',
  countersMax: `Number of counters must be at most ${MAX_COUNTERS}`,
  storeId: 'Store ID is required',
} as const;

/** A state by its code or its name, any case (`nsw`, `New South Wales`); stored as the code. */
export const australianState = text({ error: STORE_MESSAGES.state })
  .trim()
  .min(1, STORE_MESSAGES.state)
  .transform((value, ctx) => {
    const wanted = value.toLowerCase();
    const state = AUSTRALIAN_STATES.find(
      (s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted,
    );
    if (!state) {
      ctx.issues.push({ code: 'custom', message: STORE_MESSAGES.stateUnknown, input: value });
      return z.NEVER;
    }
    return state.code;
  });

/**
 * A postcode as 4 digits. The store form sends it as an integer, 0 when what was typed is not a
 * number, and an integer loses a leading zero (NT's 0800 arrives as 800), so it is put back.
 */
export const pinCode = z
  .union([text(), z.number()], { error: STORE_MESSAGES.pinCode })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '' || text === '0') {
      ctx.issues.push({ code: 'custom', message: STORE_MESSAGES.pinCode, input: value });
      return z.NEVER;
    }
    if (!/^\d{3,4}$/.test(text)) {
      ctx.issues.push({ code: 'custom', message: STORE_MESSAGES.pinCodeFormat, input: value });
      return z.NEVER;
    }
    return text.padStart(4, '0');
  });

/** Country is fixed to Australia: the store form sends `AU`, registration `Australia`; kept as `AU`. */
export const storeCountry = text()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || /^(au|australia)$/i.test(value)) return 'AU' as const;
    ctx.issues.push({ code: 'custom', message: STORE_MESSAGES.country, input: value });
    return z.NEVER;
  });

export const storeAddress = z.object(
  {
    line1: requiredText(STORE_MESSAGES.line1, 'Address line 1', 200),
    line2: optionalText('Address line 2').default(''),
    city: requiredText(STORE_MESSAGES.city, 'City'),
    state: australianState,
    country: storeCountry,
    pinCode,
  },
  // A form that sends no address at all is missing its first line first.
  { error: STORE_MESSAGES.line1 },
);

/**
 * Decimal degrees, as a number or as the text a form field holds. Blank text is "missing": a
 * plain `z.coerce.number()` would turn '' into 0 (a point in the Atlantic).
 */
const coordinate = (name: 'Latitude' | 'Longitude', limit: number) =>
  z
    .union([z.number(), text().trim().min(1, STORE_MESSAGES.coordinates)], {
      error: STORE_MESSAGES.coordinates,
    })
    .pipe(
      z.coerce
        .number<string | number>({ error: STORE_MESSAGES.coordinates })
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );

export const latitude = coordinate('Latitude', 90);
export const longitude = coordinate('Longitude', 180);

/** How many counters a new store has (a number, or the text registration sends); named Counter 1…n. */
export const counterCount = z.coerce
  .number({ error: STORE_MESSAGES.counters })
  .int(STORE_MESSAGES.counters)
  .min(1, STORE_MESSAGES.counters)
  .max(MAX_COUNTERS, STORE_MESSAGES.countersMax);

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

const storeName = requiredText(STORE_MESSAGES.name, 'Store name');
const website = optionalText('Website');
const isOperational = flag('Operational');
const storeAnswer = z.object({ message: z.string(), data: store });

/**
 * A new store of the caller's business (plan limit: stores). `counters` is how many it has
 * (default 1; the screen shows it but does not let it be changed).
 */
export const addStore = endpoint({
  method: 'POST',
  path: '/store/add',
  access: 'owner',
  request: z.object({
    name: storeName,
    isOperational: isOperational.default(true),
    phoneNumber: optionalPhone.default(''),
    website: website.default(''),
    address: storeAddress,
    latitude,
    longitude,
    counters: counterCount.default(1),
  }),
  response: storeAnswer,
});

/**
 * Changes a store's name, address, phone, website and operational flag (phone, website and the
 * flag stay as they are when left out). Latitude, longitude and counters are display-only in edit
 * mode: they are not read, so no call can change them.
 */
export const updateStore = endpoint({
  method: 'POST',
  path: '/store/update',
  access: 'owner',
  request: z.object({
    id: recordId(STORE_MESSAGES.storeId),
    name: storeName,
    isOperational: isOperational.optional(),
    phoneNumber: optionalPhone.optional(),
    website: website.optional(),
    address: storeAddress,
  }),
  response: storeAnswer,
});
