import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { InfoTooltip } from './InfoTooltip';

describe('InfoTooltip', () => {
  it('is a named button whose tooltip opens on keyboard focus and describes it', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip label="About Plan">The plan your business is on.</InfoTooltip>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'About Plan' });
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('The plan your business is on.');
    expect(button).toHaveAccessibleDescription('The plan your business is on.');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip label="About Plan">Explanation</InfoTooltip>);
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on press, for touch screens without hover', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip label="About Plan">Explanation</InfoTooltip>);
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: 'About Plan' }) });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Explanation');
  });

  it('has no axe violations, open', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip label="About Plan">Explanation</InfoTooltip>);
    await user.tab();
    await screen.findByRole('tooltip');
    expect(await axeViolations()).toEqual([]);
  });
});
