import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Composer, messageToSend } from './Composer';

describe('messageToSend', () => {
  it.each([
    ['  hello  ', 'hello'],
    ['line 1\nline 2', 'line 1\nline 2'],
    ['   \n\t ', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(messageToSend(text)).toBe(expected);
  });
});

describe('Composer', () => {
  it("is a textbox named 'Message' with the placeholder 'Type a message'", () => {
    render(<Composer onSend={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('placeholder', 'Type a message');
  });

  it('sends the trimmed text on Enter and empties the box', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox');
    await user.type(box, '  Hello Ada  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello Ada');
    expect(box).toHaveValue('');
  });

  it('starts a new line on Shift+Enter', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox');
    await user.type(box, 'Line 1{Shift>}{Enter}{/Shift}Line 2');
    expect(box).toHaveValue('Line 1\nLine 2');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Line 1\nLine 2');
  });

  it('ignores blank messages, and its send button stays disabled until there is text', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox'), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox'), 'Hi');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith('Hi');
  });

  it('leaves Enter to the input method while it composes', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'nihao' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('cannot be used while disabled', () => {
    render(<Composer onSend={() => {}} isDisabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    render(<Composer onSend={() => {}} />);
    expect(await axeViolations()).toEqual([]);
  });
});
