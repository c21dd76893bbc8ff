import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { axeViolations } from '../test/axe';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as the h1, with description and actions', async () => {
    render(
      <PageHeader
        title="Products"
        description="What you sell in your shop."
        actions={<Button variant="primary">Add product</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByText('What you sell in your shop.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add product' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
