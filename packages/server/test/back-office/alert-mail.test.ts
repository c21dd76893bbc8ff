import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../src/contract.js';
import type { Config } from '../../src/config.js';
import { createTestApp } from '../helpers/app.js';
import { setUpTestApp } from '../helpers/file-setup.js';
import { call, newMember, openDesk, type Desk } from '../helpers/front-desk.js';
import { SmtpSink } from '../helpers/smtp-sink.js';

// The sink starts before the app, which reads SMTP_URL when it is built (setUpTestApp's beforeAll).
const sink = new SmtpSink();
const config: Partial<Config> = { otpDelivery: 'smtp' };
beforeAll(async () => {
  config.smtpUrl = await sink.start();
});
afterAll(() => sink.close());
const t = setUpTestApp(config);
let desk: Desk;

beforeAll(async () => {
  desk = await openDesk(t, t.db);
});

const staffRefund = (customerId: string, refundAmount: number) =>
  call(t.app, desk.staff, '/staff/customer/refund', { customerId, refundAmount, ...desk.place });

describe('the owner’s alert e-mail (OTP_DELIVERY=smtp with SMTP_URL)', () => {
  it('goes to the owner after a refused refund, saying who tried what', async () => {
    const member = await newMember(t);
    expect((await staffRefund(member.memberId, 999_999.99)).statusCode).toBe(403);
    const mail = await sink.next();
    expect(mail.to).toEqual([desk.business.ownerEmail]);
    expect(mail.subject).toBe(`Countertop: An alert at ${desk.business.businessName}`);
    expect(mail.text).toContain('tried to refund $999,999.99');
    expect(mail.text).toContain(`(@${member.username})`);
    expect(mail.text).toContain('The refund was refused.');
  });

  it('goes once the reward that raised it has committed, naming the member and the store', async () => {
    const member = await newMember(t);
    const reward = () =>
      call(t.app, desk.staff, '/staff/rewardtransaction/reward', {
        customerId: member.memberId,
        billingAmount: 12,
        ...desk.place,
      });
    for (let i = 0; i < 6; i++) expect((await reward()).statusCode).toBe(200);
    const mail = await sink.next();
    expect(mail.to).toEqual([desk.business.ownerEmail]);
    expect(mail.text).toContain(`(@${member.username}) was rewarded 6 times today, more than 5`);
    expect(mail.text).toContain(`at ${desk.business.storeName}`);
  });

  it('a mail server that never answers delays and fails nothing: the operation answers, the alert is kept', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    const attempted = new Promise((resolve) => silent.once('connection', resolve));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const other = await createTestApp(t.db, { otpDelivery: 'smtp', smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const shop = await openDesk(other, t.db);
      const member = await newMember(other);
      const refused = await call(other.app, shop.staff, '/staff/customer/refund', {
        customerId: member.memberId,
        refundAmount: 5_000,
        ...shop.place,
      });
      expect(refused.statusCode).toBe(403);
      const list = await call(other.app, shop.owner, '/business/alerts/list', { offset: 0, limit: 10 });
      const alerts = (list.json() as { data: { totalItems: Alert[] } }).data.totalItems;
      expect(alerts.map((a) => a.rule)).toEqual(['refund-over-limit']);
      // Delivery was attempted: the silent server took the connection, and holds it unanswered.
      await attempted;
    } finally {
      await other.app.close();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
