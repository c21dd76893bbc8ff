import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { sampleImages } from '../test/sampleImages';
import { ImageGrid } from './ImageGrid';

const images = sampleImages.slice(0, 4);

describe('ImageGrid', () => {
  it('is a named grid with one row per image, named by its title', () => {
    render(<ImageGrid aria-label="Gallery" images={images} />);
    const grid = screen.getByRole('grid', { name: 'Gallery' });
    expect(
      within(grid)
        .getAllByRole('row')
        .map((r) => r.getAttribute('aria-label') ?? r.textContent),
    ).toEqual(images.map((i) => i.title));
  });

  it('runs the action on Enter and click when not selecting', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<ImageGrid aria-label="Gallery" images={images} onAction={onAction} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onAction).toHaveBeenLastCalledWith('img-2');
    await user.click(screen.getByText('Sourdough'));
    expect(onAction).toHaveBeenLastCalledWith('img-4');
  });

  it('toggles selection with Space and click, with a checkbox per image', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <ImageGrid
        aria-label="Select Images"
        images={images}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Select Images' });
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    expect(within(grid).getAllByRole('checkbox')).toHaveLength(4);
    await user.tab();
    await user.keyboard(' ');
    const rows = within(grid).getAllByRole('row');
    expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    expect(rows[0]).toHaveAttribute('data-selected', 'true');
    await user.click(screen.getByText('Lemon tart'));
    expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['img-1', 'img-3']);
    await user.keyboard(' ');
    expect(rows[2]).toHaveAttribute('aria-selected', 'false');
  });

  it("hands over the ticked ids with 'Select (n)', disabled while none is ticked", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ImageGrid
        aria-label="Select Images"
        images={images}
        selectionMode="multiple"
        onConfirmSelection={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Select (0)' })).toBeDisabled();
    await user.click(screen.getByText('Croissants'));
    await user.click(screen.getByText('Lemon tart'));
    await user.click(screen.getByText('Lemon tart'));
    await user.click(screen.getByText('Flat white'));
    await user.click(screen.getByRole('button', { name: 'Select (2)' }));
    expect(onConfirm).toHaveBeenCalledWith(['img-1', 'img-2']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('moves in two dimensions with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ImageGrid aria-label="Gallery" images={sampleImages} columns={3} />);
    await user.tab();
    const rows = screen.getAllByRole('row');
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(rows[5]).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(rows[1]).toHaveFocus();
  });

  it('says when there are no images', () => {
    render(<ImageGrid aria-label="Gallery" images={[]} emptyText="No images found" />);
    expect(within(screen.getByRole('grid')).getByText('No images found')).toBeInTheDocument();
  });

  it('has no axe violations, browsing and selecting', async () => {
    const { rerender } = render(<ImageGrid aria-label="Gallery" images={images} onAction={() => {}} />);
    expect(await axeViolations()).toEqual([]);
    rerender(
      <ImageGrid
        aria-label="Gallery"
        images={images}
        selectionMode="multiple"
        defaultSelectedKeys={['img-1']}
        onConfirmSelection={() => {}}
      />,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
