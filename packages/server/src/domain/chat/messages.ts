import { CHAT_MESSAGES as CONTRACT_CHAT_MESSAGES } from '../../contract.js';

/** Texts of chat: the contract's (the apps show them too). */
export const CHAT_MESSAGES = CONTRACT_CHAT_MESSAGES;
