import { ApiError } from '@countertop/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { RewardPlanScreen } from './reward-plan-screen';

const entry = (title: string, value: string | number, info: string) => ({ title, value, info });

function planWith(
  values: {
    ppd?: number;
    target?: number;
    cents?: number;
    expiry?: number;
    type?: string;
    perCard?: number;
  } = {},
) {
  return {
    data: {
      type: entry('Reward Type', values.type ?? 'Points', 'How members are rewarded.'),
      pointsForNewSubscription: entry('Points for New Subscription', 50, 'Welcome points.'),
      pointsBonusForFirstShopping: entry('Bonus Points for First Shopping', 25, 'First purchase bonus.'),
      referralBonus: entry('Referral Bonus', 100, 'For bringing a friend.'),
      pointsPerDollarSpent: entry('Points per Dollar Spent', values.ppd ?? 1, 'Points per dollar.'),
      minimumPointsRedeemTarget: entry('Minimum Points Redeem Target', values.target ?? 1000, 'Block size.'),
      minimumPointsTargetValueCents: entry(
        'Point Value (cents)',
        values.cents ?? 10,
        'Cents a point is worth.',
      ),
      pointsExpiryMonths: entry('Points Expiry (months)', values.expiry ?? 0, 'When points expire.'),
      stampsPerReward: entry('Stamps per Reward', values.perCard ?? 9, 'Stamps that fill a card.'),
      stampRewardCents: entry('Stamp Card Reward (cents)', 450, 'What a full card gives.'),
      stampMinimumSpendCents: entry('Minimum Spend for a Stamp (cents)', 0, 'Smallest purchase.'),
    },
  };
}

/** A business without tiers: the tiers section says so (tiers-section.test.tsx covers it). */
const noTiers = { data: [] };

describe('reward plan', () => {
  it('lists every entry with its value and an info tooltip, and owners get the edit button', async () => {
    renderWithProviders(<RewardPlanScreen canEdit />, {
      answers: { '/tiers': noTiers, '/rewardplan/details': planWith() },
    });
    const table = await screen.findByRole('table', { name: 'Reward plan' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Reward TypePoints',
      'Points for New Subscription50',
      'Bonus Points for First Shopping25',
      'Referral Bonus100',
      'Points per Dollar Spent1',
      'Minimum Points Redeem Target1,000',
      'Point Value (cents)10',
      'Points Expiry (months)Never',
    ]);
    expect(within(table).getByRole('button', { name: 'About Referral Bonus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Reward Plan' })).toBeInTheDocument();
  });

  it('staff read the plan without the edit button', async () => {
    renderWithProviders(<RewardPlanScreen canEdit={false} />, {
      answers: { '/tiers': noTiers, '/rewardplan/details': planWith() },
    });
    await screen.findByRole('table', { name: 'Reward plan' });
    expect(screen.queryByRole('button', { name: 'Edit Reward Plan' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load reward plan details' in place of the table", async () => {
    renderWithProviders(<RewardPlanScreen canEdit />, {
      answers: {
        '/tiers': noTiers,
        '/rewardplan/details': new ApiError('Something went wrong', 500, undefined),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reward plan details');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('edits the three values and sends the full set back, then loads the plan again', async () => {
    const user = userEvent.setup();
    let saved = false;
    const { calls } = renderWithProviders(<RewardPlanScreen canEdit />, {
      answers: {
        '/tiers': noTiers,
        '/rewardplan/details': () => (saved ? planWith({ ppd: 3 }) : planWith()),
        '/rewardplan/update': () => {
          saved = true;
          return { message: 'Reward plan updated.', ...planWith({ ppd: 3 }) };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Reward Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Reward Plan' });
    const ppd = within(dialog).getByRole('textbox', { name: 'Points per Dollar Spent' });
    await user.clear(ppd);
    await user.type(ppd, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const update = calls.find((call) => call.path === '/rewardplan/update');
    const body = update?.body as Record<string, { title: string; value: unknown; info: string }>;
    expect(Object.keys(body)).toHaveLength(11);
    expect(body.type?.value).toBe('Points');
    expect(body.pointsPerDollarSpent).toEqual({
      title: 'Points per Dollar Spent',
      value: 3,
      info: 'Points per dollar.',
    });
    expect(body.minimumPointsRedeemTarget?.value).toBe(1000);
    expect(body.referralBonus?.value).toBe(100);
    await waitFor(() => expect(calls.filter((call) => call.path === '/rewardplan/details')).toHaveLength(2));
  });

  it('turns the plan into a stamp card: its three entries in the dialog, then in the table', async () => {
    const user = userEvent.setup();
    let saved = false;
    const stamps = planWith({ type: 'Stamps', perCard: 10 });
    const { calls } = renderWithProviders(<RewardPlanScreen canEdit />, {
      answers: {
        '/tiers': noTiers,
        '/rewardplan/details': () => (saved ? stamps : planWith()),
        '/rewardplan/update': () => {
          saved = true;
          return { message: 'Reward plan updated.', ...stamps };
        },
      },
    });
    const before = await screen.findByRole('table', { name: 'Reward plan' });
    expect(within(before).queryByText('Stamps per Reward')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit Reward Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Reward Plan' });
    await user.click(within(dialog).getByRole('radio', { name: 'Stamp card' }));
    expect(
      within(dialog).queryByRole('textbox', { name: 'Points per Dollar Spent' }),
    ).not.toBeInTheDocument();
    const perCard = within(dialog).getByRole('textbox', { name: 'Stamps per Reward' });
    await user.clear(perCard);
    await user.type(perCard, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = calls.find((call) => call.path === '/rewardplan/update')?.body as Record<
      string,
      { value: unknown }
    >;
    expect([body.type?.value, body.stampsPerReward?.value, body.pointsPerDollarSpent?.value]).toEqual([
      'Stamps',
      10,
      1,
    ]);
    const table = await screen.findByRole('table', { name: 'Reward plan' });
    expect(await within(table).findByText('Stamps per Reward')).toBeVisible();
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Reward TypeStamps',
      'Points for New Subscription50 (not earned on a stamp card)',
      'Bonus Points for First Shopping25 (not earned on a stamp card)',
      'Referral Bonus100 (not earned on a stamp card)',
      'Points per Dollar Spent1 (not earned on a stamp card)',
      'Minimum Points Redeem Target1,000',
      'Point Value (cents)10',
      'Points Expiry (months)Never',
      'Stamps per Reward10',
      'Stamp Card Reward (cents)450',
      'Minimum Spend for a Stamp (cents)0',
    ]);
  });

  it('sets the points expiry in months (0 is never) and the table says it in words', async () => {
    const user = userEvent.setup();
    let saved = false;
    const { calls } = renderWithProviders(<RewardPlanScreen canEdit />, {
      answers: {
        '/tiers': noTiers,
        '/rewardplan/details': () => (saved ? planWith({ expiry: 12 }) : planWith()),
        '/rewardplan/update': () => {
          saved = true;
          return { message: 'Reward plan updated.', ...planWith({ expiry: 12 }) };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Reward Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Reward Plan' });
    const expiry = within(dialog).getByRole('textbox', { name: 'Points Expiry (months)' });
    expect(expiry).toHaveValue('0');
    expect(within(dialog).getByText('When points expire.')).toBeVisible();
    await user.clear(expiry);
    await user.type(expiry, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = calls.find((call) => call.path === '/rewardplan/update')?.body as Record<
      string,
      { value: unknown }
    >;
    expect(body.pointsExpiryMonths?.value).toBe(12);
    const table = await screen.findByRole('table', { name: 'Reward plan' });
    expect(await within(table).findByText('12 months')).toBeVisible();
  });

  it('keeps a value of at least 1: a smaller one is raised, a cleared one is refused with its text', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<RewardPlanScreen canEdit />, {
      answers: { '/tiers': noTiers, '/rewardplan/details': planWith() },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Reward Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Reward Plan' });
    const target = within(dialog).getByRole('textbox', { name: 'Minimum Points Redeem Target' });
    await user.clear(target);
    await user.type(target, '0');
    await user.tab();
    expect(target).toHaveValue('1');

    const cents = within(dialog).getByRole('textbox', { name: 'Point Value (cents)' });
    await user.clear(cents);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Point value in cents must be a whole number from 1 to 10,000'),
    ).toBeVisible();
    expect(calls.some((call) => call.path === '/rewardplan/update')).toBe(false);
  });
});
