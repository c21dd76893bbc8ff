// The React Query hooks of the endpoints in contract/registration.ts (one file per contract file, so a
// screen's bundle holds only the schemas of the endpoints it calls).
import { register } from '../../contract/registration.js';
import { mutationHook } from '../mutation-hook.js';

export const useRegister = mutationHook(register);
