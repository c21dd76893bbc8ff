import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { logout, selectCounter as selectCounterEndpoint, sendOtp, verifyLoginOtp } from '../../contract.js';
import { auditOrigin } from '../../http/audit.js';
import { protectedRoute, publicRoute } from '../../http/route.js';
import { requestMemberOtp, verifyMemberOtp } from '../../domain/sign-in/member-otp.js';
import { AUTH_MESSAGES } from '../../domain/sign-in/messages.js';
import { requestOtp, verifyOtp } from '../../domain/sign-in/back-office-otp.js';
import { revokeSession } from '../../domain/sign-in/back-office-sessions.js';
import { selectCounter } from '../../domain/sign-in/devices.js';
import { addressKey } from '../../http/rate-limits/limits.js';
import { accountKey, limitFailedChecks } from './failed-code-checks.js';
import { auditFailedCodeCheck, auditSignIn, isFailedCodeCheck } from './sign-in-audit.js';

export async function authRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  publicRoute(app, sendOtp, ({ body, request }) => {
    const address = addressKey(request.ip);
    return body.userType === 'C'
      ? requestMemberOtp(context, body.user.email, address)
      : requestOtp(context, {
          userType: body.userType,
          email: body.user.email,
          handle: body.user.userName,
          address,
        });
  });

  // One path for both kinds of sign-in: userType C is a member, B and S the back office. Each
  // sign-in and each failed code check is audited (sign-in-audit.ts).
  publicRoute(app, verifyLoginOtp, async ({ body, request }) => {
    const origin = auditOrigin(request, body.user.device?.uuid);
    const address = addressKey(request.ip);
    const handle = 'userName' in body.user ? body.user.userName : undefined;
    const account = accountKey({ userType: body.userType, email: body.user.email, handle });
    try {
      // Wrong codes are limited per address and per account (failed-code-checks.ts).
      return await limitFailedChecks(context, { address, account }, async () => {
        if (body.userType === 'C') {
          const answer = await verifyMemberOtp(context, {
            email: body.user.email,
            otp: body.user.otp,
            name: body.user.name,
            device: body.user.device,
            address,
          });
          await auditSignIn(context, origin, { member: answer.data });
          return answer;
        }
        const answer = await verifyOtp(context, {
          userType: body.userType,
          email: body.user.email,
          handle: body.user.userName,
          otp: body.user.otp,
          device: body.user.device,
          storeId: body.storeId,
          counter: body.counter,
          address,
        });
        await auditSignIn(context, origin, { user: answer.data });
        return answer;
      });
    } catch (error) {
      if (isFailedCodeCheck(error)) {
        const { userType, user } = body;
        await auditFailedCodeCheck(context, origin, {
          userType,
          email: user.email,
          handle: 'userName' in user ? user.userName : undefined,
        });
      }
      throw error;
    }
  });

  protectedRoute(app, logout, async ({ auth }) => {
    await revokeSession(context.db, context.clock, auth.sessionId);
    context.realtime.closeSockets({ backOfficeSession: auth.sessionId });
    return { message: AUTH_MESSAGES.loggedOut };
  });

  // The store dialog's Continue: later money calls without a store or counter are recorded here.
  protectedRoute(app, selectCounterEndpoint, async ({ auth, body }) => {
    await selectCounter(context.db, auth, body);
    return { message: AUTH_MESSAGES.counterSelected };
  });
}
