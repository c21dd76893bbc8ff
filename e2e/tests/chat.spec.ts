import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS, connectChatSocket, refundCustomer } from '@countertop/api';
import { devices, type Page, type WebSocket } from '@playwright/test';
import { api } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { chatSocketOpened, pushed } from '../support/browser';
import { expect, test, type Owner } from '../support/fixtures';
import { acceptShop, createMember, memberBalances, memberState, type TestMember } from '../support/member';
import { baseURL } from '../support/run';

// Two browsers talking: the owner's back office and a member's phone.

/** A phone, as a member holds one; Chromium's own device profile. */
const phone = { ...devices['Pixel 7'], baseURL };

/** The header's chat icon: named 'Chat', and 'Chat, new messages' while the dot shows. */
const chatButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Chat/ });

/**
 * A new member of the owner's shop (a refund subscribes them) who accepted it: members chat only
 * with the shops they accepted.
 */
async function subscribedMember(owner: Owner): Promise<TestMember> {
  const member = await createMember();
  await api(owner).call(
    refundCustomer,
    { customerId: member.memberId, refundAmount: 5, storeId: owner.storeId },
    { idempotencyKey: randomUUID() },
  );
  await acceptShop(member, owner.business.handle);
  return member;
}

/** Opens `path` and waits for the app's chat socket to open; returns the socket. */
async function openWithSocket(page: Page, path: string): Promise<WebSocket> {
  const socket = chatSocketOpened(page);
  await page.goto(path);
  return socket;
}

/** Sends a message from the open conversation's box with Enter. */
async function send(page: Page, text: string): Promise<void> {
  const box = page.getByPlaceholder('Type a message');
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test.describe('chat', () => {
  test.use({ signedInAs: 'owner' });

  test("a member writes, the owner's dot lights up, the owner replies and the member reads it", async ({
    page,
    owner,
    browser,
  }) => {
    const member = await subscribedMember(owner);

    const backOffice = await openWithSocket(page, '/dashboard');
    await expect(chatButton(page)).toHaveAccessibleName('Chat');

    const context = await browser.newContext({ ...phone, storageState: memberState(member) });
    try {
      const phonePage = await context.newPage();
      await openWithSocket(phonePage, '/member/chat');
      await expect(phonePage.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
      const shopRow = phonePage.getByRole('option', { name: new RegExp(`^${owner.business.businessName}`) });
      await shopRow.click();
      await expect(phonePage.getByRole('heading', { name: owner.business.businessName })).toBeVisible();
      // Opening leaves the list for the conversation: focus goes to its message box.
      await expect(phonePage.getByPlaceholder('Type a message')).toBeFocused();
      const delivered = pushed(backOffice, CHAT_EVENTS.newMsg);
      await send(phonePage, 'Hello! Are you open on Sunday?');
      const phoneThread = phonePage.getByRole('log', {
        name: `Conversation with ${owner.business.businessName}`,
      });
      await expect(phoneThread).toContainText('You: Hello! Are you open on Sunday?');

      // The socket brings it to the back office: no waiting for the 120-second poll.
      await delivered;
      await expect(chatButton(page)).toHaveAccessibleName('Chat, new messages');
      await chatButton(page).click();
      await expect(page).toHaveURL(/\/chat$/);
      await expect(page.getByText('Select a chat to view messages')).toBeVisible();
      const conversation = page.getByRole('option', { name: new RegExp(`^${member.name}`) });
      await expect(conversation).toHaveAccessibleName(/ 1 unread$/);
      await conversation.click();
      const thread = page.getByRole('log', { name: `Conversation with ${member.name}` });
      await expect(thread).toContainText(`${member.name}: Hello! Are you open on Sunday?`);
      // Opening it read it: the badge and the header's dot go out.
      await expect(conversation).not.toHaveAccessibleName(/unread/);
      await expect(chatButton(page)).toHaveAccessibleName('Chat');

      // Shift+Enter is a new line; Enter sends.
      const box = page.getByPlaceholder('Type a message');
      await box.pressSequentially('Yes, 9 to 5.');
      await box.press('Shift+Enter');
      await box.pressSequentially('See you then!');
      await box.press('Enter');
      await expect(thread).toContainText('You: Yes, 9 to 5.\nSee you then!');

      await expect(phoneThread).toContainText(`${owner.business.businessName}: Yes, 9 to 5.\nSee you then!`);
      await expectNoAxeViolations(phonePage);
      await expectNoAxeViolations(page);

      // Back on the phone brings the list back with focus on the conversation left (WCAG 2.4.3).
      await phonePage.getByRole('button', { name: 'Back to conversations' }).press('Enter');
      await expect(shopRow).toBeFocused();
    } finally {
      await context.close();
    }
  });

  test('shows a message as plain text, never as markup', async ({ page, owner, browser }) => {
    const member = await subscribedMember(owner);
    const context = await browser.newContext({ ...phone, storageState: memberState(member) });
    try {
      const phonePage = await context.newPage();
      await openWithSocket(phonePage, '/member/chat');
      await phonePage.getByRole('option', { name: new RegExp(`^${owner.business.businessName}`) }).click();
      await send(phonePage, '<b>bold</b><img src=x onerror="document.title=1">');

      await openWithSocket(page, '/chat');
      await page.getByRole('option', { name: new RegExp(`^${member.name}`) }).click();
      const thread = page.getByRole('log', { name: `Conversation with ${member.name}` });
      await expect(thread).toContainText('<b>bold</b><img src=x onerror="document.title=1">');
      await expect(thread.locator('b, img')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

/**
 * Cuts the page's network, open websockets included, as a dropped Wi-Fi does; the answer gives it
 * back (through the same DevTools session: the emulation belongs to the session that set it).
 */
async function dropNetwork(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const conditions = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: true, ...conditions });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
  };
}

test.describe('a dropped connection', () => {
  test.use({ signedInAs: 'owner' });

  test('is shown while the chat reconnects, and what came meanwhile arrives after', async ({
    page,
    owner,
  }) => {
    const member = await subscribedMember(owner);
    await openWithSocket(page, '/chat');
    await expect(page.getByText('Select a chat to view messages')).toBeVisible();

    const restoreNetwork = await dropNetwork(page);
    const notice = page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' });
    await expect(notice).toBeVisible();
    // Written while the back office was away: nothing pushed it.
    const shop = await memberBalances(member, owner.business.handle);
    const memberSocket = await connectChatSocket(member.token, baseURL);
    try {
      const answer = await new Promise((resolve) =>
        memberSocket.emit(
          'new-msg',
          { recipientId: shop?.businessId ?? '', message: 'Anyone there?' },
          resolve,
        ),
      );
      expect(answer).toMatchObject({ ok: true });
    } finally {
      memberSocket.disconnect();
    }

    await restoreNetwork();
    await expect(notice).toHaveCount(0);
    // Listed again on reconnect: the conversation and its unread message are there.
    await expect(page.getByRole('option', { name: new RegExp(`^${member.name}`) })).toHaveAccessibleName(
      /Anyone there\? 1 unread$/,
    );
  });
});

test.describe('staff without chat access', () => {
  test.use({ signedInAs: 'staff' });

  test('see no chat icon', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Hi,');
    await expect(chatButton(page)).toHaveCount(0);
  });
});
