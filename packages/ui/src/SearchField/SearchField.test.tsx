import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../IconButton';
import { CameraIcon } from '../icons';
import { axeViolations } from '../test/axe';
import { SearchField, searchQuery } from './SearchField';

const placeholder = 'Enter a name or number';

describe('searchQuery', () => {
  it.each([
    ['  ada  ', 'ada'],
    ['M-1001', 'M-1001'],
    ['', null],
    ['   \t ', null],
  ])('%j → %j', (value, expected) => {
    expect(searchQuery(value)).toBe(expected);
  });
});

describe('SearchField', () => {
  it('is a searchbox named by its label, and Enter submits the trimmed query', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchField aria-label="Search contacts" placeholder={placeholder} onSubmit={onSubmit} />);
    const input = screen.getByRole('searchbox', { name: 'Search contacts' });
    expect(input).toHaveAttribute('placeholder', placeholder);
    await user.type(input, '  ada  {Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('ada');
  });

  it('submits from the search button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchField aria-label="Search contacts" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('searchbox'), 'M-1001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('M-1001');
  });

  it('ignores empty and whitespace-only queries', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchField aria-label="Search contacts" onSubmit={onSubmit} />);
    const input = screen.getByRole('searchbox');
    await user.click(input);
    await user.keyboard('{Enter}');
    await user.type(input, '    {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blocks a second submit while busy and shows a spinner', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Busy() {
      const [busy, setBusy] = useState(false);
      return (
        <SearchField
          aria-label="Search contacts"
          isBusy={busy}
          onSubmit={(q) => {
            onSubmit(q);
            setBusy(true);
          }}
        />
      );
    }
    render(<Busy />);
    const input = screen.getByRole('searchbox');
    await user.type(input, 'ada{Enter}');
    await user.keyboard('{Enter}');
    // While pending, RAC adds the spinner's label to the button's name.
    const button = screen.getByRole('button', { name: /^Search/ });
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar', { name: 'Searching' })).toBeInTheDocument();
    expect(button).toHaveAttribute('data-pending', 'true');
  });

  it('clears with Escape and with the clear button, which is not a Tab stop', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SearchField aria-label="Search" defaultValue="ada" onChange={onChange} />);
    const input = screen.getByRole('searchbox');
    const clear = screen.getByRole('button', { name: 'Clear search' });
    expect(clear).toHaveAttribute('tabindex', '-1');
    await user.click(clear);
    expect(input).toHaveValue('');
    await user.type(input, 'bob');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps actions as plain buttons, in Tab order between input and search button', async () => {
    const user = userEvent.setup();
    const onScan = vi.fn();
    render(
      <SearchField
        aria-label="Search"
        actions={
          <IconButton label="Scan a QR code" onPress={onScan}>
            <CameraIcon />
          </IconButton>
        }
      />,
    );
    await user.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Scan a QR code' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onScan).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('is controlled by value, and exposes the input for refocusing', async () => {
    const user = userEvent.setup();
    let input: HTMLInputElement | null = null;
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <SearchField
            aria-label="Search"
            value={value}
            onChange={setValue}
            inputRef={(el) => {
              input = el;
            }}
            onSubmit={() => {
              setValue('');
              input?.focus();
            }}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.type(screen.getByRole('searchbox'), 'ada');
    expect(screen.getByRole('status')).toHaveTextContent('ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('has no axe violations', async () => {
    render(
      <>
        <SearchField aria-label="Search contacts" placeholder={placeholder} />
        <SearchField label="Search image by title" isBusy defaultValue="cake" />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
