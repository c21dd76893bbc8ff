import { createContext } from 'react';
import type { SessionStore } from './session-store.js';

export const SessionContext = createContext<SessionStore | null>(null);
