import { createAppServices } from '@countertop/app-kit';
import { MEMBER_USER_TYPES, SESSION_KEY_PREFIX } from '@/config/constants';

/** The session, query cache and API client of one page load, for members only. */
export const createServices = () =>
  createAppServices({ userTypes: MEMBER_USER_TYPES, keyPrefix: SESSION_KEY_PREFIX });
