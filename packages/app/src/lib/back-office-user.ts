import type { BackOfficeUserType } from '@countertop/api';
import type { StoredUser } from '@countertop/app-kit';
import { BACK_OFFICE_USER_TYPES } from '@/config/constants';

/** A signed-in Owner or Staff member: the only users this app restores or signs in. */
export type BackOfficeUser = StoredUser & { userType: BackOfficeUserType };

export function isBackOfficeUser(user: StoredUser): user is BackOfficeUser {
  return (BACK_OFFICE_USER_TYPES as readonly string[]).includes(user.userType);
}
