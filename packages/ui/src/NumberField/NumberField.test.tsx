import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('is a textbox named by its label that steps with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Number of days" defaultValue={5} minValue={1} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Number of days' });
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('6');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('4');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('jumps to the bounds with Home and End, and clamps typed values on blur', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Counters" defaultValue={3} minValue={1} maxValue={20} />);
    const input = screen.getByRole('textbox', { name: 'Counters' });
    await user.click(input);
    await user.keyboard('{Home}');
    expect(input).toHaveValue('1');
    await user.keyboard('{End}');
    expect(input).toHaveValue('20');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('1');
  });

  it('has steppers named Decrease and Increase that are not Tab stops', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Discount" defaultValue={10} maxValue={100} />);
    const increase = screen.getByRole('button', { name: /Increase/ });
    expect(increase).toHaveAttribute('tabindex', '-1');
    await user.click(increase);
    expect(screen.getByRole('textbox')).toHaveValue('11');
    await user.click(screen.getByRole('button', { name: /Decrease/ }));
    expect(screen.getByRole('textbox')).toHaveValue('10');
  });

  it('can hide the steppers', () => {
    render(<NumberField label="Days" showSteppers={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows its error while invalid', () => {
    render(<NumberField label="Days" isInvalid errorMessage="Please enter valid number of days" />);
    expect(screen.getByRole('textbox', { name: 'Days' })).toHaveAccessibleDescription(
      'Please enter valid number of days',
    );
  });

  it('has no axe violations', async () => {
    render(<NumberField label="Number of counters" description="At least one" minValue={1} />);
    expect(await axeViolations()).toEqual([]);
  });
});
