import { formatAmount, toCents } from '@countertop/api';
import type { StaffMember } from '@countertop/api';
import { formatPhone } from '@countertop/app-kit';

/** What the list hands to /staff/add to edit someone (docs/product/management.md §2, §3 Staff form). */
export interface StaffEditState {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** Active. */
  status: boolean;
  chatAccess: boolean;
  /** The refund limits as the form's money fields show them ('100.00'). */
  refundLimit: string;
  dailyRefundLimit: string;
  canSellGiftCards: boolean;
}

const amountText = (dollars: number) => formatAmount(toCents(dollars));

export function staffEditState(staffMember: StaffMember): { staff: StaffEditState } {
  return {
    staff: {
      id: staffMember.id,
      name: staffMember.name,
      email: staffMember.email,
      // The field starts with the number as the list shows it; the server takes it either way.
      phone: formatPhone(staffMember.phoneNumber),
      status: staffMember.isActive,
      chatAccess: staffMember.chatAccess,
      refundLimit: amountText(staffMember.refundLimit),
      dailyRefundLimit: amountText(staffMember.dailyRefundLimit),
      canSellGiftCards: staffMember.canSellGiftcards,
    },
  };
}

/** The staff member to edit in a location's state, or undefined for add mode. */
export function readStaffEditState(state: unknown): StaffEditState | undefined {
  if (typeof state !== 'object' || state === null || !('staff' in state)) return undefined;
  const staff = (state as { staff: unknown }).staff;
  if (typeof staff !== 'object' || staff === null) return undefined;
  const { id, name, email, phone, status, chatAccess, refundLimit, dailyRefundLimit, canSellGiftCards } =
    staff as Record<string, unknown>;
  if (typeof id !== 'string' || id.trim() === '') return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id,
    name: text(name),
    email: text(email),
    phone: text(phone),
    status: status !== false,
    chatAccess: chatAccess === true,
    refundLimit: text(refundLimit),
    dailyRefundLimit: text(dailyRefundLimit),
    canSellGiftCards: canSellGiftCards !== false,
  };
}
