import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { MoneyField } from './MoneyField';

describe('MoneyField', () => {
  it('is a decimal textbox named by its label, with a $ prefix and its helper text', () => {
    render(<MoneyField label="Billing Amount" description="Available: $12.50" />);
    const input = screen.getByRole('textbox', { name: 'Billing Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('Available: $12.50');
    expect(screen.getByText('$')).toHaveAttribute('aria-hidden', 'true');
  });

  it('accepts digits with at most two decimals and rejects other keystrokes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MoneyField label="Billing Amount" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '1a2-.e5,67');
    expect(input).toHaveValue('12.56');
    expect(onChange).toHaveBeenLastCalledWith('12.56');
    expect(onChange.mock.calls.every(([v]) => /^\d*(\.\d{0,2})?$/.test(v as string))).toBe(true);
  });

  it('rejects a paste that is not an amount, and takes one that is', async () => {
    const user = userEvent.setup();
    render(<MoneyField label="Refund" defaultValue="5" />);
    const input = screen.getByRole('textbox');
    await user.click(input);
    await user.paste('$1,000');
    expect(input).toHaveValue('5');
    await user.clear(input);
    await user.paste('1000.25');
    expect(input).toHaveValue('1000.25');
  });

  it('is invalid above the maximum, with its message', async () => {
    const user = userEvent.setup();
    render(<MoneyField label="Wallet Redeem Amount" maximum={12.5} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '12.5');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, '1');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Cannot exceed $12.50');
  });

  it('takes a custom maximum message', async () => {
    const user = userEvent.setup();
    render(
      <MoneyField
        label="Giftcard Redeem Amount"
        maximum={3}
        maximumMessage={(max) => `Only $${max} on the card`}
      />,
    );
    await user.type(screen.getByRole('textbox'), '4');
    expect(screen.getByText('Only $3 on the card')).toBeInTheDocument();
  });

  it('is controlled as a string', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('1.00');
      return (
        <>
          <MoneyField label="Amount" value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox');
    await user.type(input, '5');
    expect(input).toHaveValue('1.00');
    await user.type(input, '{Backspace}5');
    expect(screen.getByRole('status')).toHaveTextContent('1.05');
  });

  it('has no axe violations', async () => {
    render(
      <>
        <MoneyField label="Billing Amount" isRequired />
        <MoneyField label="Wallet" defaultValue="20" maximum={10} description="Available: $10.00" />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
