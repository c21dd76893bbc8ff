import { randomBytes, randomUUID } from 'node:crypto';
import { listStores, rewardCustomer } from '@countertop/api';
import { api } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { registerBusiness } from '../support/business';
import { expect, test } from '../support/fixtures';
import { amountField, searchCustomer, tick } from '../support/front-desk';
import { acceptShop, createMember, memberBalances, onMemberPhone, onPhone } from '../support/member';
import { signIn } from '../support/sign-in';

// Referrals (issue 20 item 3): a member shares their invite, a friend signs up with the link and
// buys at the counter, the referrer sees the bonus in the member app and the owner sees Total
// Referred.

test('a member shares their invite; a friend signs up with the link and buys at the counter; the bonus reaches the referrer', async ({
  page,
  browser,
}) => {
  const business = await registerBusiness();
  const owner = await signIn(page, { userType: 'Owner', email: business.ownerEmail }, undefined, 'Counter 1');

  // The referrer has shopped here once ($40: 40 + 50 welcome + 25 first-shopping points).
  const referrer = await createMember();
  const { data } = await api(owner).call(listStores, { offset: 0, limit: 1 });
  await api(owner).call(
    rewardCustomer,
    { customerId: referrer.memberId, billingAmount: 40, storeId: data.totalItems[0]?.id },
    { idempotencyKey: randomUUID() },
  );
  await acceptShop(referrer, business.handle);

  // The referrer shares the invite from the shop's card: this browser has no share sheet, so the
  // link is copied, and the app says so.
  let link = '';
  await onPhone(
    browser,
    { member: referrer, permissions: ['clipboard-read', 'clipboard-write'] },
    async (app) => {
      const invite = app.getByRole('region', { name: `Invite a friend to ${business.businessName}` });
      await expect(invite).toContainText(
        `Invite a friend: their first purchase at ${business.businessName} earns you 100 points.`,
      );
      await invite.getByRole('button', { name: 'Share invite' }).click();
      await expect(invite.getByRole('status')).toContainText('Invite link copied');
      link = await app.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/member\/sign-in\?ref=[A-Z2-9]{8}$/);
      await expect(invite).toContainText(`Your invite link: ${link}`);
      await expectNoAxeViolations(app);
    },
  );

  // A friend opens the link: the sign-up has the code, and says what it did.
  const email = `friend.${randomBytes(4).toString('hex')}@example.com`;
  let friend = { username: '', name: '' };
  const { pathname, search } = new URL(link);
  await onPhone(browser, { path: `${pathname}${search}` }, async (app) => {
    await expect(app.getByRole('textbox', { name: /^Referral code/ })).toHaveValue(
      search.slice('?ref='.length),
    );
    await expectNoAxeViolations(app);
    await app.getByRole('textbox', { name: 'Email' }).fill(email);
    await app.getByRole('button', { name: 'Send code' }).click();
    await expect(app.getByRole('textbox', { name: /^Code/ })).toHaveValue(/^\d{6}$/);
    await app.getByRole('button', { name: 'Verify' }).click();
    await expect(
      app.getByText(
        `${referrer.name} referred you to ${business.businessName}. Your first purchase there earns them 100 points.`,
      ),
    ).toBeVisible();
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
    friend = await app.evaluate(() => JSON.parse(localStorage.getItem('member.user') ?? '{}'));
  });

  // The friend's first purchase at the counter.
  await searchCustomer(page, friend.username, friend.name);
  await amountField(page, 'Billing Amount').fill('20.00');
  await page.getByRole('button', { name: 'Next' }).click();
  await tick(page, "I confirm that I've collected $20.00 from the customer");
  await page.getByRole('button', { name: 'Reward' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Success' })).toBeVisible();
  await expect.poll(async () => (await memberBalances(referrer, business.handle))?.pointsBalance).toBe(215);

  // The referrer sees the bonus in the member app: the points, the friend counted, and why.
  await onMemberPhone(browser, referrer, async (app) => {
    const card = app.getByRole('region', { name: `Balances at ${business.businessName}` });
    await expect(card.getByText('215', { exact: true })).toBeVisible();
    await expect(card).toContainText('You have referred 1 friend here.');
    await app.goto('/member/activity');
    const history = app.getByRole('table', { name: `Activity at ${business.businessName}` });
    await expect(history.getByRole('row', { name: /Referral bonus/ })).toContainText(
      "+100 points for a friend's first purchase",
    );
  });

  // The owner sees Total Referred in the list, and who referred the friend in Customer Details.
  await page.goto('/subscribers');
  const subscribers = page.getByRole('grid', { name: 'Subscribers' });
  await expect(subscribers.getByRole('columnheader', { name: 'Total Referred' })).toBeVisible();
  await expect(subscribers.getByRole('row', { name: new RegExp(referrer.name) })).toContainText('1');
  await subscribers.getByText(friend.name).click();
  const details = page.getByRole('dialog', { name: 'Customer Details' });
  await expect(details.getByText('Referred By')).toBeVisible();
  await expect(details).toContainText(`Referred By${referrer.name}`);
  await expectNoAxeViolations(page);
});
