import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TagIcon } from '../icons';
import { axeViolations } from '../test/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the message, description and action', () => {
    render(
      <EmptyState
        title="No products found"
        description="Products you publish appear here."
        icon={<TagIcon />}
        action={<button type="button">Add Product</button>}
      />,
    );
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Products you publish appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeInTheDocument();
  });

  it('makes the title a heading only when asked', () => {
    const { rerender } = render(<EmptyState title="Nothing" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    rerender(<EmptyState title="Nothing" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<EmptyState title="No images found" icon={<TagIcon />} />);
    expect(await axeViolations()).toEqual([]);
  });
});
