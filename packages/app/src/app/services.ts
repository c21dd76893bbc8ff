import { createAppServices } from '@countertop/app-kit';
import { BACK_OFFICE_USER_TYPES } from '@/config/constants';

/** The session, query cache and API client of one page load, for Owners and Staff. */
export const createServices = () => createAppServices({ userTypes: BACK_OFFICE_USER_TYPES });
