import type { StoredUser } from '@countertop/app-kit';

/** A signed-in member as the session stores them: the memberId is what the pass encodes. */
export type SignedInMemberUser = StoredUser & { userType: 'C'; memberId: string };

export function isSignedInMember(user: StoredUser | null): user is SignedInMemberUser {
  return user?.userType === 'C' && typeof user.memberId === 'string' && user.memberId !== '';
}
