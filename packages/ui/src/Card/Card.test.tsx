import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with a heading at the given level', () => {
    render(
      <Card title="Owner Info" headingLevel={3} description="Who owns the business">
        Body
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Owner Info' })).toHaveTextContent('Body');
    expect(screen.getByRole('heading', { level: 3, name: 'Owner Info' })).toBeInTheDocument();
    expect(screen.getByText('Who owns the business')).toBeInTheDocument();
  });

  it('is a plain box without a title', () => {
    render(<Card>Only content</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Only content')).toBeInTheDocument();
  });

  it('shows header actions', () => {
    render(
      <Card title="Settings" actions={<button type="button">Edit</button>}>
        x
      </Card>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(
      <main>
        <Card title="Stats" actions={<button type="button">Edit</button>}>
          <p>42</p>
        </Card>
        <Card>Plain</Card>
      </main>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
