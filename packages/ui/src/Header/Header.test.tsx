import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton';
import { ChatIcon } from '../icons';
import { axeViolations } from '../test/axe';
import { Header } from './Header';

describe('Header', () => {
  it('lays out its slots in order', () => {
    render(
      <Header
        start={<span>Hi Sam</span>}
        middle={<span>search</span>}
        end={
          <IconButton label="Chat" tooltip={false}>
            <ChatIcon />
          </IconButton>
        }
        endWide={<span>toggle</span>}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Hi Sam')).toBeLessThan(text.indexOf('search'));
    expect(text.indexOf('search')).toBeLessThan(text.indexOf('toggle'));
    expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<Header start="Hi Sam" end={<span>end</span>} />);
    expect(await axeViolations()).toEqual([]);
  });
});
