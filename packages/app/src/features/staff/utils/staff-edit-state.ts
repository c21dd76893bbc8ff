import type { StaffMember } from '@countertop/api';

/** What the list hands to /staff/add to edit someone (docs/product/management.md §2, §3 Staff form). */
export interface StaffEditState {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** Active. */
  status: boolean;
  chatAccess: boolean;
}

export function staffEditState(member: StaffMember): { staff: StaffEditState } {
  return {
    staff: {
      id: member.id,
      name: member.name,
      email: member.email,
      phone: member.phoneNumber,
      status: member.isActive,
      chatAccess: member.chatAccess,
    },
  };
}

/** The staff member to edit in a location's state, or undefined for add mode. */
export function readStaffEditState(state: unknown): StaffEditState | undefined {
  if (typeof state !== 'object' || state === null || !('staff' in state)) return undefined;
  const staff = (state as { staff: unknown }).staff;
  if (typeof staff !== 'object' || staff === null) return undefined;
  const { id, name, email, phone, status, chatAccess } = staff as Record<string, unknown>;
  if (typeof id !== 'string' || id.trim() === '') return undefined;
  return {
    id,
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : '',
    phone: typeof phone === 'string' ? phone : '',
    status: status !== false,
    chatAccess: chatAccess === true,
  };
}
