import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { axeViolations } from '../test/axe';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as the h1, with description and actions', async () => {
    render(
      <PageHeader
        title="Gift Cards"
        description="Cards customers can buy at the counter."
        actions={<Button variant="primary">Add gift card</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeInTheDocument();
    expect(screen.getByText('Cards customers can buy at the counter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add gift card' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
