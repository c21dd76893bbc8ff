import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { ComboBox } from './ComboBox';

const states = [
  { id: 'NSW', label: 'New South Wales' },
  { id: 'VIC', label: 'Victoria' },
  { id: 'QLD', label: 'Queensland' },
  { id: 'WA', label: 'Western Australia' },
];

describe('ComboBox', () => {
  it('is a combobox named by its label that filters as the user types', async () => {
    const user = userEvent.setup();
    render(<ComboBox label="State" defaultItems={states} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await user.type(input, 'vic');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Victoria']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('chooses with arrows and Enter, reporting the id', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<ComboBox label="State" defaultItems={states} onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'w');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('NSW');
    expect(input).toHaveValue('New South Wales');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<ComboBox label="State" defaultItems={states} emptyText="No state matches" />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByText('No state matches')).toBeInTheDocument();
  });

  it('opens from its button, which is not a Tab stop, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<ComboBox label="State" defaultItems={states} />);
    const toggle = screen.getByRole('button');
    expect(toggle).toHaveAttribute('tabindex', '-1');
    await user.click(toggle);
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the chosen option when controlled', () => {
    render(<ComboBox label="State" defaultItems={states} selectedKey="QLD" />);
    expect(screen.getByRole('combobox')).toHaveValue('Queensland');
  });

  it('shows its error while invalid', () => {
    render(<ComboBox label="State" defaultItems={states} isInvalid errorMessage="State is required" />);
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('State is required');
  });

  it('has no axe violations, open or closed', async () => {
    const user = userEvent.setup();
    render(<ComboBox label="State" defaultItems={states} description="Where the store is" />);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button'));
    expect(await axeViolations()).toEqual([]);
  });
});
