import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferIcon } from '../icons';
import { axeViolations } from '../test/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the message, description and action', () => {
    render(
      <EmptyState
        title="No offers found"
        description="Offers you publish appear here."
        icon={<OfferIcon />}
        action={<button type="button">Add Offer</button>}
      />,
    );
    expect(screen.getByText('No offers found')).toBeInTheDocument();
    expect(screen.getByText('Offers you publish appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Offer' })).toBeInTheDocument();
  });

  it('makes the title a heading only when asked', () => {
    const { rerender } = render(<EmptyState title="Nothing" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    rerender(<EmptyState title="Nothing" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<EmptyState title="No images found" icon={<OfferIcon />} />);
    expect(await axeViolations()).toEqual([]);
  });
});
