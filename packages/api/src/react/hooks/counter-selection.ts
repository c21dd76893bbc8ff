import { selectCounter } from '../../contract/counter-selection.js';
import { mutationHook } from '../mutation-hook.js';

export const useSelectCounter = mutationHook(selectCounter);
