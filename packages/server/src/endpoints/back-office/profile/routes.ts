import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import {
  accountInfoDetails,
  businessInfoDetails,
  updateAccountInfo,
  updateBusinessInfo,
  updateOwnerInfo,
  uploadLogo,
  uploadLogoAtShortPath,
} from '../../../contract.js';
import { assertBrandColorReadable } from '../../../domain/brand/brand-color.js';
import { protectedRoute, uploadRoute } from '../../../http/route.js';
import { PROFILE_MESSAGES } from './messages.js';
import {
  readAccountInfo,
  replaceLogo,
  readBusinessInfo,
  saveAccountInfo,
  saveBusinessInfo,
  saveOwnerName,
} from './profile-repository.js';

/** The profile screen: owners only (docs/product/management.md §6), always the caller's own business. */
export async function profileRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, clock } = context;

  protectedRoute(app, businessInfoDetails, async ({ auth }) => ({
    data: await readBusinessInfo(db, auth.businessId),
  }));

  protectedRoute(app, accountInfoDetails, async ({ auth }) => ({
    data: await readAccountInfo(db, auth.businessId),
  }));

  protectedRoute(app, updateBusinessInfo, async ({ auth, body }) => {
    // Checked before anything is written: a refused colour leaves the whole form unsaved.
    if (body.brandColor) assertBrandColorReadable(body.brandColor);
    return {
      message: PROFILE_MESSAGES.businessInfoSaved,
      data: await saveBusinessInfo(db, auth.businessId, {
        name: body.user.name,
        phoneNumber: body.phoneNumber,
        website: body.website,
        brandColor: body.brandColor,
      }),
    };
  });

  protectedRoute(app, updateOwnerInfo, async ({ auth, body }) => ({
    message: PROFILE_MESSAGES.ownerInfoSaved,
    data: await saveOwnerName(db, auth, body.name, clock.now()),
  }));

  protectedRoute(app, updateAccountInfo, async ({ auth, body }) => ({
    message: PROFILE_MESSAGES.accountInfoSaved,
    data: await saveAccountInfo(db, auth.businessId, body),
  }));

  // POST /business/logo/upload and /business/logo (multipart field `logo`).
  for (const endpoint of [uploadLogo, uploadLogoAtShortPath]) {
    uploadRoute(app, endpoint, async ({ auth, body }) => ({
      message: PROFILE_MESSAGES.logoSaved,
      logoContextURL: await replaceLogo(db, auth.businessId, body.logo, clock.now()),
    }));
  }
}
