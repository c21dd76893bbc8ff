import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  logout,
  REFERRAL_MESSAGES,
  selectCounter as selectCounterEndpoint,
  sendOtp,
  verifyLoginOtp,
} from '../../contract.js';
import { invalidInput } from '../../domain/errors.js';
import { findReferrer } from '../../domain/referrals/referral-codes.js';
import { auditOrigin } from '../../http/audit.js';
import { protectedRoute, publicRoute } from '../../http/route.js';
import { requestMemberOtp, verifyMemberOtp } from '../../domain/sign-in/member-otp.js';
import { AUTH_MESSAGES } from '../../domain/sign-in/messages.js';
import { requestOtp, verifyOtp } from '../../domain/sign-in/back-office-otp.js';
import { revokeSession } from '../../domain/sign-in/back-office-sessions.js';
import { selectCounter } from '../../domain/sign-in/devices.js';
import { addressKey } from '../../http/rate-limits/limits.js';
import { findAccount } from '../../domain/sign-in/account-repository.js';
import { accountKey, limitFailedChecks } from './failed-code-checks.js';
import { otpSentAnswer, signedInMemberAnswer, signedInUserAnswer } from './sign-in-answers.js';
import { auditingFailedCheck, auditSignIn } from './sign-in-audit.js';

export async function authRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  publicRoute(app, sendOtp, async ({ body, request }) => {
    const address = addressKey(request.ip);
    const sent =
      body.userType === 'C'
        ? await requestMemberOtp(context, body.user.email, address)
        : await requestOtp(context, {
            userType: body.userType,
            email: body.user.email,
            handle: body.user.userName,
            address,
          });
    return otpSentAnswer(context.config.demo, sent);
  });

  // One path for both kinds of sign-in: userType C is a member, B and S the back office. Each
  // sign-in and each failed code check is audited (sign-in-audit.ts); wrong codes are limited per
  // address and per account (failed-code-checks.ts).
  publicRoute(app, verifyLoginOtp, async ({ body, request }) => {
    const origin = auditOrigin(request, body.user.device?.uuid);
    const address = addressKey(request.ip);
    if (body.userType === 'C') {
      const { email } = body.user;
      // An unknown referral code is refused before the sign-in code is looked at: nothing changes.
      const referrer = body.referralCode ? await findReferrer(context.db, body.referralCode) : undefined;
      if (body.referralCode && !referrer) throw invalidInput(REFERRAL_MESSAGES.unknownMemberCode);
      return auditingFailedCheck(context, origin, { userType: 'C', email }, () =>
        limitFailedChecks(context, { address, account: accountKey({ userType: 'C', email }) }, async () => {
          const answer = signedInMemberAnswer(
            await verifyMemberOtp(context, {
              email,
              otp: body.user.otp,
              name: body.user.name,
              device: body.user.device,
              address,
              referrer,
            }),
          );
          await auditSignIn(context, origin, { member: answer.data });
          return answer;
        }),
      );
    }
    const who = { userType: body.userType, email: body.user.email, handle: body.user.userName };
    const attempt = { ...who, account: await findAccount(context.db, who) };
    return auditingFailedCheck(context, origin, attempt, () =>
      limitFailedChecks(context, { address, account: accountKey(attempt) }, async () => {
        const answer = signedInUserAnswer(
          await verifyOtp(context, attempt.account, {
            otp: body.user.otp,
            device: body.user.device,
            storeId: body.storeId,
            counter: body.counter,
            address,
          }),
        );
        await auditSignIn(context, origin, { user: answer.data });
        return answer;
      }),
    );
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
