import type { Role, UserTypeCode } from '../contract/index.js';

/** The spec's user-type paths: Owner (`B`) calls `/business/...`, Staff (`S`) `/staff/...`, a member (`C`) `/customer/...`. */
const roles: Record<UserTypeCode, Role> = { B: 'owner', S: 'staff', C: 'member' };

export function roleForUserType(userType: UserTypeCode): Role {
  return roles[userType];
}
