import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { hasNewMessage } from '../../contract.js';
import { assertChatAccess } from '../../domain/chat/chatter.js';
import { businessHasUnread } from '../../domain/chat/conversations.js';
import { protectedRoute } from '../../http/route.js';

/** Chat over HTTP: the header's unread check. Everything else is on the socket (realtime/). */
export async function chatRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context;
  // GET /{business,staff}/hasNewMsg: owners, and staff with chatAccess (others 403).
  protectedRoute(app, hasNewMessage, async ({ auth }) => {
    await assertChatAccess(db, auth);
    return { result: await businessHasUnread(db, auth.businessId) };
  });
}
