import type { BackOfficeUserType, Role } from '../contract/index.js';

/** The spec's user-type paths: Owner (`B`) calls `/business/...`, Staff (`S`) `/staff/...`. */
export function roleForUserType(userType: BackOfficeUserType): Role {
  return userType === 'B' ? 'owner' : 'staff';
}
