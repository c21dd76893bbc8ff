import { uploadLogo } from '../../contract/logo.js';
import { businessInfoDetails } from '../../contract/profile.js';
import { mutationHook } from '../mutation-hook.js';

/** The logo is also in the business info the profile shows. */
export const useUploadLogo = mutationHook(uploadLogo, { invalidates: [businessInfoDetails] });
