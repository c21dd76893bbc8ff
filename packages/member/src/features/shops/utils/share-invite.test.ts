import { describe, expect, it, vi } from 'vitest';
import { shareInvite, type SharingNavigator } from './share-invite';

const invite = {
  title: 'Join me',
  text: 'Sign up with my link',
  url: 'https://countertop.example/member/sign-in?ref=K7QM2XPA',
};
const aborted = new DOMException('The user closed the share sheet', 'AbortError');

describe('sharing an invite', () => {
  it.each<{ name: string; nav: () => SharingNavigator; outcome: string; copied: boolean }>([
    {
      name: 'a phone shares it',
      nav: () => ({ share: vi.fn(async () => undefined) }),
      outcome: 'shared',
      copied: false,
    },
    {
      name: 'the member closes the share sheet: nothing more',
      nav: () => ({ share: vi.fn(async () => Promise.reject(aborted)) }),
      outcome: 'cancelled',
      copied: false,
    },
    {
      name: 'sharing fails otherwise: the link is copied',
      nav: () => ({ share: vi.fn(async () => Promise.reject(new TypeError('not allowed'))) }),
      outcome: 'copied',
      copied: true,
    },
    {
      name: 'the browser cannot share this: the link is copied',
      nav: () => ({ share: vi.fn(async () => undefined), canShare: () => false }),
      outcome: 'copied',
      copied: true,
    },
    { name: 'no Web Share API: the link is copied', nav: () => ({}), outcome: 'copied', copied: true },
  ])('$name', async ({ nav, outcome, copied }) => {
    const writeText = vi.fn(async () => undefined);
    const navigator = { ...nav(), clipboard: { writeText } };
    expect(await shareInvite(invite, navigator)).toBe(outcome);
    // A browser that says it cannot share this is not asked to.
    if (navigator.share && !navigator.canShare) expect(navigator.share).toHaveBeenCalledWith(invite);
    if (navigator.canShare) expect(navigator.share).not.toHaveBeenCalled();
    expect(writeText.mock.calls).toEqual(copied ? [[invite.url]] : []);
  });

  it.each<{ name: string; nav: SharingNavigator }>([
    { name: 'no clipboard either', nav: {} },
    {
      name: 'the clipboard refuses',
      nav: {
        clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
      },
    },
  ])('fails with $name', async ({ nav }) => {
    expect(await shareInvite(invite, nav)).toBe('failed');
  });
});
