import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { DetailsTable, type DetailsRow } from './DetailsTable';

const rows: DetailsRow[] = [
  { title: 'Plan', details: 'FREE', info: 'The plan your business is on.' },
  { title: 'Gallery Size', details: '50 images', info: 'How many images the gallery holds.' },
  { title: 'Stores', details: 5 },
];

describe('DetailsTable', () => {
  it('is a named table with Title/Details headers and one row header per row', () => {
    render(<DetailsTable aria-label="Billing plan" rows={rows} />);
    const table = screen.getByRole('table', { name: 'Billing plan' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Details']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '50 images' })).toBeInTheDocument();
  });

  it('takes its name from a caption', () => {
    render(<DetailsTable caption="Shipping" rows={rows} titleHeader="Setting" detailsHeader="Value" />);
    expect(screen.getByRole('table', { name: 'Shipping' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Setting', 'Value']);
  });

  it('has an info button per row with info, reached by Tab, whose tooltip explains the row', async () => {
    const user = userEvent.setup();
    render(<DetailsTable aria-label="Billing plan" rows={rows} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'About Gallery Size' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('How many images the gallery holds.');
  });

  it('has no axe violations', async () => {
    render(<DetailsTable aria-label="Billing plan" rows={rows} />);
    expect(await axeViolations()).toEqual([]);
  });
});
