import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Radio, RadioGroup } from './RadioGroup';

function UserType(props: { onChange?: (value: string) => void; isDisabled?: boolean }) {
  return (
    <RadioGroup label="User type" orientation="horizontal" defaultValue="Owner" {...props}>
      <Radio value="Owner">Owner</Radio>
      <Radio value="Staff" description="Needs a business handle">
        Staff
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its label with radios named by theirs', () => {
    render(<UserType />);
    expect(screen.getByRole('radiogroup', { name: 'User type' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    expect(screen.getByRole('radio', { name: 'Owner' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Staff' })).not.toBeChecked();
  });

  it('moves and selects with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<UserType onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Owner' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Staff' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('Staff');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Owner' })).toBeChecked();
  });

  it('marks the selected option and keyboard focus on its row', async () => {
    const user = userEvent.setup();
    render(<UserType />);
    await user.tab();
    const row = screen.getByText('Owner').closest('label');
    expect(row).toHaveAttribute('data-selected', 'true');
    expect(row).toHaveAttribute('data-focus-visible', 'true');
  });

  it('selects by click and describes an option', async () => {
    const user = userEvent.setup();
    render(<UserType />);
    await user.click(screen.getByText('Staff'));
    const staff = screen.getByRole('radio', { name: 'Staff' });
    expect(staff).toBeChecked();
    expect(staff).toHaveAccessibleDescription('Needs a business handle');
  });

  it('disables every option', () => {
    render(<UserType isDisabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('has no axe violations', async () => {
    render(<UserType />);
    expect(await axeViolations()).toEqual([]);
  });
});
