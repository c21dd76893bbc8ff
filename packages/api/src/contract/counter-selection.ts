import { z } from 'zod';
import { messageBody } from './common.js';
import { endpoint } from './endpoint.js';
import { text } from './fields.js';

/**
 * Tells the server which store and counter the signed-in user picked in the store dialog. The
 * session remembers them, so every money call made without a `storeId` or `counter` in its body
 * (the spec's payloads carry none) is recorded at that place. The app calls it when the dialog's
 * Continue is pressed; the counter must be one of the store's.
 */
export const selectCounter = endpoint({
  method: 'POST',
  path: '/session/counter',
  access: 'owner-or-staff',
  request: z.object({
    storeId: text({ error: 'Store is required' }).trim().min(1, 'Store is required').max(64),
    counter: text({ error: 'Counter is required' }).trim().min(1, 'Counter is required').max(64),
  }),
  response: messageBody,
});
