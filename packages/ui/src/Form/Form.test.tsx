import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { axeViolations } from '../test/axe';
import { Form } from './Form';

describe('Form', () => {
  it('submits with Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Email" name="email" />
        <Button type="submit">Send OTP</Button>
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('gives its form element to ref', () => {
    const ref = createRef<HTMLFormElement>();
    render(<Form ref={ref} aria-label="Sign in" />);
    expect(ref.current).toBe(screen.getByRole('form', { name: 'Sign in' }));
  });

  it('shows server errors on the named fields', () => {
    render(
      <Form validationErrors={{ email: 'No account with this e-mail' }}>
        <TextField label="Email" name="email" />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('No account with this e-mail');
  });

  it('has no axe violations', async () => {
    render(
      <Form aria-label="Sign in">
        <TextField label="Email" name="email" />
        <Button type="submit">Send OTP</Button>
      </Form>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
