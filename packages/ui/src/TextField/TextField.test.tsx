import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its label and takes typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
  });

  it('with rows, is a multi-line text area in which Enter starts a new line', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TextField label="Description" rows={4} />
      </form>,
    );
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    await user.type(area, 'Two coffees{Enter}for one');
    expect(area).toHaveValue('Two coffees\nfor one');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes input attributes through', () => {
    render(
      <TextField
        label="OTP"
        type="text"
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        placeholder="6-digit code"
        isRequired
      />,
    );
    const input = screen.getByRole('textbox', { name: /OTP/ });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('placeholder', '6-digit code');
    expect(input).toBeRequired();
  });

  it('describes the input with its description', () => {
    render(<TextField label="Business Handle" description="The handle your owner gave you" />);
    expect(screen.getByRole('textbox', { name: 'Business Handle' })).toHaveAccessibleDescription(
      'The handle your owner gave you',
    );
  });

  it('shows the error message only while invalid, and marks the input invalid', () => {
    const { rerender } = render(<TextField label="Email" errorMessage="Enter a valid e-mail" />);
    expect(screen.queryByText('Enter a valid e-mail')).not.toBeInTheDocument();
    rerender(<TextField label="Email" errorMessage="Enter a valid e-mail" isInvalid />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail');
    expect(input.closest('[data-invalid]')).not.toBeNull();
  });

  it('is reached by Tab and marks focus', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email" />);
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('data-focused', 'true');
  });

  it('cannot be edited when disabled', () => {
    render(<TextField label="Email" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it('tags a read-only field only when asked, keeping the tag out of its name', () => {
    render(
      <>
        <TextField label="Handle" isReadOnly markReadOnly defaultValue="harbourlane" />
        <TextField label="Balance" isReadOnly defaultValue="$5.00" />
        <TextField label="Name" markReadOnly />
      </>,
    );
    const handle = screen.getByRole('textbox', { name: 'Handle' });
    expect(handle).toHaveAttribute('readonly');
    expect(screen.getAllByText('Read-only')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Balance' })).toHaveAttribute('readonly');
  });

  it('has no axe violations', async () => {
    render(
      <>
        <TextField label="Handle" isReadOnly isRequired markReadOnly defaultValue="harbourlane" />
        <TextField label="Email" description="We send a code" />
        <TextField label="OTP" isInvalid errorMessage="Wrong code" />
        <TextField aria-label="Search" placeholder="Search" />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
