import { ApiError } from '@countertop/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { OwnerDashboard } from './owner-dashboard';
import { StaffDashboard } from './staff-dashboard';

function viewportWidth(width: number | undefined) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value:
      width === undefined
        ? undefined
        : (query: string) => ({
            matches: /max-width: 767px/.test(query) && width <= 767,
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          }),
  });
}

afterEach(() => viewportWidth(undefined));

/** 30 days ending 24 Nov 2026, quiet but for two. */
const trends = {
  timeZone: 'Australia/Sydney',
  days: Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10),
    rewards: i === 28 ? 120.5 : 0,
    giftCardSales: i === 28 ? 45 : 0,
    redemptions: i === 29 ? 10 : 0,
    refunds: i === 29 ? 6 : 0,
    returns: i === 29 ? 12.5 : 0,
  })),
};

describe('owner dashboard', () => {
  it('shows each figure as a tile that opens its view', async () => {
    renderWithProviders(<OwnerDashboard />, {
      answers: {
        '/stats': { gcCount: 4, offersCount: 3, subscribersCount: 1200, storeCount: 2, staffCount: 0 },
        '/dashboard/trends': trends,
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await screen.findByRole('link', { name: 'Active Giftcards 4' });
    const tiles = screen.getAllByRole('link');
    expect(tiles.map((t) => [t.textContent, t.getAttribute('href')])).toEqual([
      ['Active Giftcards 4', '/giftcards'],
      ['Active Offers 3', '/offers'],
      ['Subscribers 1,200', '/subscribers'],
      ['Stores 2', '/stores'],
      ['Active Staff 0', '/staff'],
    ]);
  });

  it('keeps the tiles in place with a dash for each figure while they load', () => {
    renderWithProviders(<OwnerDashboard />, {
      answers: { '/stats': () => new Promise(() => {}), '/dashboard/trends': trends },
    });
    const figures = screen.getByRole('list', { name: 'Business figures' });
    expect(figures).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('link').map((t) => t.textContent)).toEqual([
      'Active Giftcards –',
      'Active Offers –',
      'Subscribers –',
      'Stores –',
      'Active Staff –',
    ]);
  });

  it("says 'Failed to fetch stats.' in place of the screen", async () => {
    renderWithProviders(<OwnerDashboard />, {
      answers: {
        '/stats': new ApiError('Something went wrong', 500, undefined),
        '/dashboard/trends': trends,
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch stats.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});

describe('owner dashboard trends', () => {
  it('shows the last 30 days as a chart, and the same figures as a table', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OwnerDashboard />, {
      answers: {
        '/stats': { gcCount: 0, offersCount: 0, subscribersCount: 0, storeCount: 1, staffCount: 0 },
        '/dashboard/trends': trends,
      },
    });
    const card = await screen.findByRole('region', { name: 'Last 30 Days' });
    expect(await within(card).findByRole('tab', { name: 'Chart', selected: true })).toBeVisible();
    expect(await within(card).findByRole('list', { name: 'Last 30 Days: key' })).toHaveTextContent(
      'RewardsGift Card SalesRedemptionsRefundsReturns',
    );

    await user.click(within(card).getByRole('tab', { name: 'Table' }));
    // The table loads with its tab.
    const table = await within(card).findByRole('grid', { name: 'Last 30 Days' });
    // React Aria's table renders its rows a pass after the grid itself (a fresh clone caught it empty).
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(31));
    const rows = within(table).getAllByRole('row');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Rewards', 'Gift Card Sales', 'Redemptions', 'Refunds', 'Returns']);
    expect(rows[1]).toHaveTextContent('24 Nov$0.00$0.00$10.00$6.00$12.50');
    expect(rows[2]).toHaveTextContent('23 Nov$120.50$45.00$0.00$0.00$0.00');
    expect(rows[30]).toHaveTextContent('26 Oct$0.00$0.00$0.00$0.00$0.00');
  });

  it('says so in its card when the figures fail, and keeps the tiles', async () => {
    renderWithProviders(<OwnerDashboard />, {
      answers: {
        '/stats': { gcCount: 1, offersCount: 0, subscribersCount: 0, storeCount: 1, staffCount: 0 },
        '/dashboard/trends': new ApiError('Something went wrong', 500, undefined),
      },
    });
    const card = await screen.findByRole('region', { name: 'Last 30 Days' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to load the last 30 days.');
    expect(await screen.findAllByRole('link')).toHaveLength(5);
  });
});

const onSale = {
  giftCardList: [
    { id: 'g1', faceValue: 50, discount: 10, actualValue: 45, validity: 365 },
    { id: 'g2', faceValue: 100, discount: 0, actualValue: 100, validity: null },
  ],
  offersList: [
    {
      id: 'o1',
      title: 'Pastry pair',
      description: 'Two pastries and two coffees for $18.',
      images: ['/uploads/a.jpg', '/uploads/b.jpg'],
      expiryDate: '2026-12-05T13:48:59.749Z',
    },
    {
      id: 'o2',
      title: 'Flat white Fridays',
      description: 'Any size flat white for $4.',
      images: [],
      expiryDate: '2026-12-21T13:48:59.749Z',
    },
  ],
};

describe('staff dashboard', () => {
  it('on phones shows only its message and fetches nothing', () => {
    viewportWidth(767);
    const { calls } = renderWithProviders(<StaffDashboard />, {
      answers: { '/getGCAndOffersForDashboard': onSale },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
    expect(screen.getByText('No data available on mobile devices.')).toBeVisible();
    expect(screen.queryByText('Current Gift Cards')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lists the gift cards and offers on sale', async () => {
    viewportWidth(768);
    renderWithProviders(<StaffDashboard />, { answers: { '/getGCAndOffersForDashboard': onSale } });
    const cards = await screen.findByRole('list', { name: 'Current Gift Cards' });
    const items = within(cards).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('$50.00');
    expect(items[0]).toHaveTextContent('10% Off');
    expect(items[0]).toHaveTextContent('Valid until: 365 days');
    expect(items[1]).toHaveTextContent('Valid until: Never expires');
    // No discount (carried as 0, docs/decisions.md 45) shows no '0% Off' (issue 23 item 8).
    expect(items[1]).not.toHaveTextContent('Off');
    const offers = screen.getByRole('list', { name: 'Current Offers' });
    expect(within(offers).getByRole('heading', { name: 'Pastry pair' })).toBeVisible();
    expect(within(offers).getByText('Valid until: 5 Dec 2026')).toBeVisible();
  });

  it('opens an offer in a dialog with its images', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StaffDashboard />, { answers: { '/getGCAndOffersForDashboard': onSale } });
    await user.click(await screen.findByRole('button', { name: 'View Pastry pair' }));
    const dialog = screen.getByRole('dialog', { name: 'Pastry pair' });
    expect(dialog).toHaveTextContent('Two pastries and two coffees for $18.');
    expect(dialog).toHaveTextContent('Valid till: 5 Dec 2026');
    expect(within(dialog).getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('group', { name: '2 of 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'View Flat white Fridays' }));
    expect(screen.getByRole('dialog', { name: 'Flat white Fridays' })).toHaveTextContent(
      'No images available',
    );
  });

  it('says when nothing is on sale', async () => {
    renderWithProviders(<StaffDashboard />, {
      answers: { '/getGCAndOffersForDashboard': { giftCardList: [], offersList: [] } },
    });
    expect(await screen.findByText('No gift cards available')).toBeVisible();
    expect(screen.getByText('No offers available')).toBeVisible();
  });
});
