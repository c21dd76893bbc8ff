import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { clampPage, Pagination } from './Pagination';

function Paged({ total = 3, onPageChange }: { total?: number; onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      totalPages={total}
      onPageChange={(next) => {
        onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

describe('clampPage', () => {
  it.each([
    [1, 0, { page: 1, total: 1 }],
    [5, 3, { page: 3, total: 3 }],
    [0, 3, { page: 1, total: 3 }],
    [2, 2.5, { page: 2, total: 2 }],
    [Number.NaN, Number.NaN, { page: 1, total: 1 }],
  ])('page %j of %j → %j', (page, total, expected) => {
    expect(clampPage(page, total)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it("is a named navigation that reads 'Page x of y' politely", () => {
    render(<Pagination page={2} totalPages={5} onPageChange={() => {}} aria-label="Product pages" />);
    const nav = screen.getByRole('navigation', { name: 'Product pages' });
    expect(nav).toHaveTextContent('Page 2 of 5');
    expect(screen.getByText('Page 2 of 5')).toHaveAttribute('aria-live', 'polite');
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('has both disabled with a single page or none', () => {
    render(<Pagination page={1} totalPages={0} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('pages by keyboard and keeps focus on a live button at the end', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Paged total={3} onPageChange={onPageChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(onPageChange.mock.calls.map(([p]) => p)).toEqual([2, 3]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('can be disabled while a page loads', () => {
    render(<Pagination page={2} totalPages={3} onPageChange={() => {}} isDisabled />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    render(<Pagination page={2} totalPages={3} onPageChange={() => {}} />);
    expect(await axeViolations()).toEqual([]);
  });
});
