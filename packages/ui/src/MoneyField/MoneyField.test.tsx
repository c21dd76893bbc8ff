import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { MoneyField } from './MoneyField';

describe('MoneyField', () => {
  it('is a decimal textbox named by its label, with a $ prefix (en-AU) and its helper text', () => {
    render(
      <I18nProvider locale="en-AU">
        <MoneyField label="Price" description="Available: $12.50" />
      </I18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('Available: $12.50');
    expect(screen.getByText('$')).toHaveAttribute('aria-hidden', 'true');
  });

  it('accepts digits with at most two decimals and rejects other keystrokes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MoneyField label="Price" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    await user.type(input, '1a2-.e5,67');
    expect(input).toHaveValue('12.56');
    expect(onChange).toHaveBeenLastCalledWith('12.56');
    expect(onChange.mock.calls.every(([v]) => /^\d*(\.\d{0,2})?$/.test(v as string))).toBe(true);
  });

  it('rejects a paste that is not an amount, and takes one that is', async () => {
    const user = userEvent.setup();
    render(<MoneyField label="Deposit" defaultValue="5" />);
    const input = screen.getByRole('textbox');
    await user.click(input);
    await user.paste('$1,000');
    expect(input).toHaveValue('5');
    await user.clear(input);
    await user.paste('1000.25');
    expect(input).toHaveValue('1000.25');
  });

  it('says why a paste was refused until the next accepted edit', async () => {
    const user = userEvent.setup();
    render(<MoneyField label="Deposit" />);
    const input = screen.getByRole('textbox');
    await user.click(input);
    await user.paste('12.345');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Use digits only, with at most two decimals.');
    await user.type(input, '12.34');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it("shows the caller's error while invalid", () => {
    render(<MoneyField label="Discount" defaultValue="20" isInvalid errorMessage="Cannot exceed $12.50" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Cannot exceed $12.50');
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
        <MoneyField label="Price" isRequired />
        <MoneyField
          label="Discount"
          defaultValue="20"
          isInvalid
          errorMessage="Cannot exceed $10.00"
          description="Available: $10.00"
        />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
