import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { DescriptionList } from './DescriptionList';

const items = [
  { term: 'Name', description: 'Surry Hills' },
  { term: 'Website', description: 'N/A' },
  { term: 'Counters', description: 2 },
];

describe('DescriptionList', () => {
  it('pairs each term with its value in a definition list', () => {
    const { container } = render(<DescriptionList items={items} aria-label="Store Details" />);
    const list = container.querySelector('dl');
    expect(list).toHaveAttribute('aria-label', 'Store Details');
    expect([...(list?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent)).toEqual([
      'Name',
      'Website',
      'Counters',
    ]);
    expect(screen.getByText('Website').nextElementSibling).toHaveTextContent('N/A');
    expect(screen.getByText('Counters').nextElementSibling?.tagName).toBe('DD');
  });

  it('has no axe violations', async () => {
    render(<DescriptionList items={items} />);
    expect(await axeViolations()).toEqual([]);
  });
});
