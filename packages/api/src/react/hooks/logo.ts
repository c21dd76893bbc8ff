// The React Query hooks of the endpoints in contract/logo.ts (one file per contract file, so a
// screen's bundle holds only the schemas of the endpoints it calls).
import { uploadLogo } from '../../contract/logo.js';
import { businessInfoDetails } from '../../contract/profile.js';
import { mutationHook } from '../mutation-hook.js';

/** The logo is also in the business info the profile shows. */
export const useUploadLogo = mutationHook(uploadLogo, { invalidates: [businessInfoDetails] });
