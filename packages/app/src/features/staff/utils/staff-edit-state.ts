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
  canSellGiftcards: boolean;
}

const amountText = (dollars: number) => formatAmount(toCents(dollars));

export function staffEditState(member: StaffMember): { staff: StaffEditState } {
  return {
    staff: {
      id: member.id,
      name: member.name,
      email: member.email,
      // The field starts with the number as the list shows it; the server takes it either way.
      phone: formatPhone(member.phoneNumber),
      status: member.isActive,
      chatAccess: member.chatAccess,
      refundLimit: amountText(member.refundLimit),
      dailyRefundLimit: amountText(member.dailyRefundLimit),
      canSellGiftcards: member.canSellGiftcards,
    },
  };
}

/** The staff member to edit in a location's state, or undefined for add mode. */
export function readStaffEditState(state: unknown): StaffEditState | undefined {
  if (typeof state !== 'object' || state === null || !('staff' in state)) return undefined;
  const staff = (state as { staff: unknown }).staff;
  if (typeof staff !== 'object' || staff === null) return undefined;
  const { id, name, email, phone, status, chatAccess, refundLimit, dailyRefundLimit, canSellGiftcards } =
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
    canSellGiftcards: canSellGiftcards !== false,
  };
}
