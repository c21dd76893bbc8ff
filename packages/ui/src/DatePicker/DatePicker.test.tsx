import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { DatePicker } from './DatePicker';
import { todayIso } from './isoDate';

// Australian day/month/year order, as the product's users see it.
const renderAU = (ui: ReactElement) => render(<I18nProvider locale="en-AU">{ui}</I18nProvider>);

describe('DatePicker', () => {
  it('is a group named by its label with day, month and year spinbuttons', () => {
    renderAU(<DatePicker label="Expires On" />);
    const group = screen.getByRole('group', { name: 'Expires On' });
    const segments = within(group).getAllByRole('spinbutton');
    expect(segments.map((s) => s.getAttribute('aria-label'))).toEqual(['day, ', 'month, ', 'year, ']);
  });

  it('takes a typed date and reports it as an ISO string', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAU(<DatePicker label="Expires On" onChange={onChange} />);
    await user.tab();
    await user.keyboard('31012030');
    expect(onChange).toHaveBeenLastCalledWith('2030-01-31');
  });

  it('steps the focused segment with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAU(<DatePicker label="Expires On" defaultValue="2030-01-15" onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2030-01-16');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('2030-12-16');
  });

  it('opens the calendar from the keyboard and chooses a day with the arrows and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAU(<DatePicker label="Expires On" defaultValue="2030-01-15" onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /15 January 2030/ })).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2030-01-23');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("disables the days before minValue 'today'", async () => {
    const user = userEvent.setup();
    renderAU(<DatePicker label="Expires On" minValue="today" />);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const grid = within(await screen.findByRole('dialog')).getByRole('grid');
    const today = within(grid).getByRole('button', { name: /Today/ });
    expect(today).not.toHaveAttribute('aria-disabled');
    const day = Number(todayIso().slice(8));
    if (day > 1) {
      const earlier = within(grid)
        .getAllByRole('gridcell')
        .find((c) => c.textContent === String(day - 1));
      expect(earlier?.firstElementChild).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('shows a controlled value and its error while invalid', () => {
    renderAU(
      <DatePicker
        label="Expires On"
        value="2031-12-25"
        isInvalid
        errorMessage="Expiry date must be in the future"
      />,
    );
    const group = screen.getByRole('group', { name: 'Expires On' });
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['25', '12', '2031']);
    expect(screen.getByText('Expiry date must be in the future')).toBeInTheDocument();
  });

  it('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    renderAU(<DatePicker label="Expires On" description="Not before today" minValue="today" />);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    await screen.findByRole('dialog');
    expect(await axeViolations()).toEqual([]);
  });
});
