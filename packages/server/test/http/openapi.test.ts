import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { API } from '../helpers/flows.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('GET /openapi.json', () => {
  it('describes every served path from the contract, both role prefixes included', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/openapi.json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const both = (path: string) => [`/api/v2/business${path}`, `/api/v2/staff${path}`];
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        ...both('/logout'),
        ...both('/session/counter'),
        ...both('/store/list'),
        ...both('/customer/search'),
        ...both('/customer/details'),
        ...both('/customer/refund'),
        ...both('/customer/purchases'),
        ...both('/rewardtransaction/return'),
        ...both('/rewardtransaction/add'),
        ...both('/rewardtransaction/status'),
        ...both('/rewardtransaction/delete'),
        ...both('/rewardtransaction/reward'),
        ...both('/rewardtransaction/list'),
        ...both('/subscription/reward'),
        ...both('/giftcard/list'),
        ...both('/giftcard/sell'),
        '/api/v2/business/giftcard/add',
        '/api/v2/business/giftcard/addandpublish',
        '/api/v2/business/giftcard/update',
        '/api/v2/business/giftcard/publish',
        '/api/v2/business/giftcard/delete',
        '/api/v2/business/stats',
        '/api/v2/business/dashboard/trends',
        ...both('/rewardplan/details'),
        '/api/v2/business/rewardplan/update',
        ...both('/tiers'),
        '/api/v2/business/tiers/update',
        '/api/v2/business/device/list',
        '/api/v2/business/device/delete',
        '/api/v2/business/audit/list',
        '/api/v2/business/audit/export',
        '/api/v2/business/alerts/list',
        '/api/v2/business/alerts/update',
        '/api/v2/business/alerts/settings',
        '/api/v2/business/alerts/settings/update',
        '/api/v2/business/business-info/details',
        '/api/v2/business/account-info/details',
        '/api/v2/business/business-info/update',
        '/api/v2/business/owner-info/update',
        '/api/v2/business/account-info/update',
        '/api/v2/business/store/add',
        '/api/v2/business/store/update',
        '/api/v2/business/staff/add',
        '/api/v2/business/staff/update',
        '/api/v2/business/staff/list',
        '/api/v2/business/gallary/image/upload',
        '/api/v2/business/gallary/image/list',
        '/api/v2/business/logo/upload',
        '/api/v2/business/logo',
        '/api/v2/business/offer/add',
        '/api/v2/business/offer/addandpublish',
        '/api/v2/business/offer/update',
        '/api/v2/business/offer/publish',
        '/api/v2/business/offer/delete',
        '/api/v2/business/offer/details',
        '/api/v2/business/offer/list',
        ...both('/billingplan/details'),
        '/api/v2/staff/getGCAndOffersForDashboard',
        '/api/v2/business/transaction/wallet/list',
        '/api/v2/business/transaction/giftcard/list',
        '/api/v2/business/subscription/list',
        '/api/v2/business/subscription/details',
        '/api/v2/business/rewardtransaction/export',
        '/api/v2/business/transaction/wallet/export',
        '/api/v2/business/transaction/giftcard/export',
        '/api/v2/business/subscription/export',
        ...both('/hasNewMsg'),
        '/api/v2/customer/profile',
        '/api/v2/customer/logout',
        '/api/v2/customer/rewardtransaction/pending',
        '/api/v2/customer/rewardtransaction/approve',
        '/api/v2/customer/rewardtransaction/reject',
        '/api/v2/customer/subscription/list',
        '/api/v2/customer/subscriptions',
        '/api/v2/customer/profile/update',
        '/api/v2/customer/activity/list',
        '/api/v2/customer/giftcard/list',
        '/api/v2/customer/businesses',
        '/api/v2/customer/businesses/accept',
        '/api/v2/customer/businesses/leave',
        '/api/v2/customer/businesses/block',
        '/api/v2/customer/referral/code',
        '/api/v2/health',
        '/api/v2/user/add',
        '/api/v2/user/loginotp',
        '/api/v2/user/verifyloginotp',
      ].sort(),
    );
    const send = doc.paths['/api/v2/user/loginotp']?.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(send.requestBody.content['application/json'].schema.required).toEqual(['userType', 'user']);
    // Uploads are described as the multipart forms they are, the file as binary.
    const uploadImage = doc.paths['/api/v2/business/gallary/image/upload']?.post as {
      requestBody: {
        content: Record<string, { schema: { required: string[]; properties: Record<string, object> } }>;
      };
    };
    const form = uploadImage.requestBody.content['multipart/form-data']?.schema;
    expect(form?.required).toEqual(['image', 'imageName']);
    expect(form?.properties.image).toMatchObject({ type: 'string', format: 'binary' });
  });
});
