import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { addStaff, listStaff, updateStaff } from '../../../contract.js';
import { protectedRoute } from '../../../http/route.js';
import { STAFF_MESSAGES } from './messages.js';
import { addStaffMember, listStaffMembers, updateStaffMember } from './staff-repository.js';

/** Staff management: owners only (docs/product/management.md §6). */
export async function staffRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  protectedRoute(app, addStaff, async ({ auth, body }) => ({
    message: STAFF_MESSAGES.added,
    data: await addStaffMember(db, auth.businessId, body, clock.now()),
  }));

  protectedRoute(app, updateStaff, async ({ auth, body }) => {
    const { member, deactivated } = await updateStaffMember(db, auth.businessId, body, clock.now());
    return { message: deactivated ? STAFF_MESSAGES.deactivated : STAFF_MESSAGES.updated, data: member };
  });

  protectedRoute(app, listStaff, async ({ auth, body }) => {
    const { items, total } = await listStaffMembers(db, auth.businessId, body);
    return { data: { totalItems: items, totalCount: total } };
  });
}
