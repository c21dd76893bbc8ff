import { z } from 'zod';
import { businessHandle, email, messageBody } from './common.js';
import { endpoint } from './endpoint.js';

const required = (message: string) => z.string().trim().min(1, message);

/**
 * Numbers arrive as text from the registration form; empty text is "missing". A plain
 * `z.coerce.number()` would turn '' into 0 (a point in the Atlantic), so blank text is refused first.
 */
const coordinate = (name: 'Latitude' | 'Longitude', limit: number) =>
  z
    .union([z.number(), z.string().trim().min(1, 'Location coordinates are required')], {
      error: 'Location coordinates are required',
    })
    .pipe(
      z.coerce
        .number<string | number>({ error: 'Location coordinates are required' })
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );

/** The registration payload of spec part 2 §3: the business, its owner and its primary store. */
export const register = endpoint({
  method: 'POST',
  path: '/user/add',
  access: 'public',
  request: z.object({
    userType: z.literal('B'),
    /** `user.name` is the business name; the top-level `name` is the owner's. */
    user: z.object({ email, name: required('Business name is required'), country: z.literal('AU') }),
    userName: z.string().trim().min(1, 'Business handle is required').pipe(businessHandle),
    name: required('Owner name is required'),
    website: z.string().trim().default(''),
    phoneNumber: required('Contact number is required'),
    stores: z
      .array(
        z.object({
          name: required('Store name is required'),
          isOperational: z.literal('true'),
          isPrimary: z.literal('true'),
          phoneNumber: z.string().trim().default(''),
          website: z.string().trim().default(''),
          address: z.object({
            line1: required('Address line 1 is required'),
            line2: z.string().trim().default(''),
            city: required('City is required'),
            state: required('State is required'),
            country: z.literal('Australia'),
            pinCode: z
              .union([z.string(), z.number()])
              .transform(String)
              .pipe(required('Pincode is required')),
          }),
          longitude: coordinate('Longitude', 180),
          latitude: coordinate('Latitude', 90),
          counters: z.coerce
            .number({ error: 'Number of counters must be at least 1' })
            .int('Number of counters must be at least 1')
            .min(1, 'Number of counters must be at least 1')
            .max(50, 'Number of counters must be at most 50'),
        }),
      )
      .length(1, 'Exactly one store is registered with the business'),
  }),
  response: messageBody,
});
