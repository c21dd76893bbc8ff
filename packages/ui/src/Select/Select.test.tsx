import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Key } from 'react-aria-components';
import { axeViolations } from '../test/axe';
import { Select, SelectItem } from './Select';

const counters = [
  { id: 'c1', label: 'Counter 1' },
  { id: 'c2', label: 'Counter 2' },
  { id: 'c3', label: 'Counter 3', isDisabled: true },
];

describe('Select', () => {
  it('is a button named label-first, then the value or placeholder', () => {
    render(<Select label="Counter" placeholder="Choose a counter" items={counters} />);
    const button = screen.getByRole('button', { name: /^Counter/ });
    expect(button).toHaveAccessibleName('Counter Choose a counter');
  });

  it('opens with the keyboard, moves with arrows and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Select label="Counter" items={counters} onSelectionChange={onSelectionChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Counter 1' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('c2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Counter/ })).toHaveAccessibleName('Counter Counter 2');
    // RAC hands focus back to the trigger once the popover has gone.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Counter/ })).toHaveFocus());
  });

  it('opens on click, skips disabled options and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Select label="Counter" items={counters} />);
    await user.click(screen.getByRole('button', { name: /^Counter/ }));
    expect(screen.getByRole('option', { name: 'Counter 3' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('is controlled by selectedKey', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [key, setKey] = useState<Key | null>('c1');
      return (
        <>
          <Select label="Counter" items={counters} selectedKey={key} onSelectionChange={setKey} />
          <output>{String(key)}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: /^Counter/ }));
    expect(screen.getByRole('option', { name: 'Counter 1' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Counter 2' }));
    expect(screen.getByText('c2')).toBeInTheDocument();
  });

  it('takes custom items as children', async () => {
    const user = userEvent.setup();
    render(
      <Select label="Product">
        <SelectItem id="g50" textValue="$50.00, 10% off">
          <strong>$50.00</strong> 10% off
        </SelectItem>
      </Select>,
    );
    await user.click(screen.getByRole('button', { name: /^Product/ }));
    await user.click(screen.getByRole('option', { name: /\$50\.00/ }));
    expect(screen.getByRole('button', { name: /^Product/ })).toHaveTextContent('$50.00 10% off');
  });

  it('can be disabled, and shows its error while invalid', () => {
    render(
      <>
        <Select label="Store" items={counters} isDisabled />
        <Select label="Counter" items={counters} isInvalid errorMessage="Choose a counter" />
      </>,
    );
    expect(screen.getByRole('button', { name: /^Store/ })).toBeDisabled();
    expect(screen.getByText('Choose a counter')).toBeInTheDocument();
  });

  it('has no axe violations, open or closed', async () => {
    const user = userEvent.setup();
    render(<Select label="Counter" items={counters} description="Where you work today" />);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Counter/ }));
    expect(await axeViolations()).toEqual([]);
  });
});
