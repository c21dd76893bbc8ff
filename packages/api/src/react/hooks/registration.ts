import { register } from '../../contract/registration.js';
import { mutationHook } from '../mutation-hook.js';

export const useRegister = mutationHook(register);
