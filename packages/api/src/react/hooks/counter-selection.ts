// The React Query hooks of the endpoints in contract/counter-selection.ts (one file per contract file, so a
// screen's bundle holds only the schemas of the endpoints it calls).
import { selectCounter } from '../../contract/counter-selection.js';
import { mutationHook } from '../mutation-hook.js';

export const useSelectCounter = mutationHook(selectCounter);
