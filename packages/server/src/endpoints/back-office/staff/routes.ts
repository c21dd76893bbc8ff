import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { addStaff, listStaff, updateStaff, type StaffMember } from '../../../contract.js';
import { auditedChange } from '../../../http/audit.js';
import { protectedRoute } from '../../../http/route.js';
import { STAFF_MESSAGES } from './messages.js';
import { addStaffMember, listStaffMembers, updateStaffMember } from './staff-repository.js';

/** What the audit trail keeps of a staff change: the access and the limits it leaves the person with. */
function staffFacts(member: StaffMember) {
  return {
    email: member.email,
    activeStaff: member.activeStaff,
    chatAccess: member.chatAccess,
    refundLimit: member.refundLimit,
    dailyRefundLimit: member.dailyRefundLimit,
    canSellGiftcards: member.canSellGiftcards,
  };
}

/** Staff management: owners only (docs/product/management.md §6). */
export async function staffRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock, realtime } = context;

  protectedRoute(app, addStaff, async (call) => {
    const member = await auditedChange(
      context,
      call,
      (tx) => addStaffMember(tx, call.auth.businessId, call.body, clock.now()),
      (added) => ({ action: 'staff-added', subject: added.id, details: staffFacts(added) }),
    );
    return { message: STAFF_MESSAGES.added, data: member };
  });

  protectedRoute(app, updateStaff, async (call) => {
    const { member, deactivated, emailChanged, sessionsEnded } = await auditedChange(
      context,
      call,
      (tx) => updateStaffMember(tx, call.auth.businessId, call.body, clock.now()),
      (updated) => ({
        action: 'staff-updated',
        subject: updated.member.id,
        details: staffFacts(updated.member),
      }),
    );
    // Committed: their open chat sockets close at once, on every instance.
    if (sessionsEnded || !member.chatAccess) realtime.closeSockets({ user: member.id });
    const message = deactivated
      ? STAFF_MESSAGES.deactivated
      : emailChanged
        ? STAFF_MESSAGES.emailChanged
        : STAFF_MESSAGES.updated;
    return { message, data: member };
  });

  protectedRoute(app, listStaff, async ({ auth, body }) => {
    const { items, total } = await listStaffMembers(db, auth.businessId, body);
    return { data: { totalItems: items, totalCount: total } };
  });
}
