import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Carousel } from './Carousel';

const images = [
  { src: '/a.png', alt: 'Croissants' },
  { src: '/b.png', alt: 'Coffee' },
  { src: '/c.png', alt: 'Cake' },
];

describe('Carousel', () => {
  it('is a named carousel region showing the first slide as 1 of 3', () => {
    render(<Carousel aria-label="Summer collection" images={images} />);
    const region = screen.getByRole('region', { name: 'Summer collection' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = screen.getByRole('group', { name: '1 of 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('img', { name: 'Croissants' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
  });

  it('steps with next and previous, wrapping round, by keyboard', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Carousel images={images} onIndexChange={onIndexChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cake' })).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([2, 0, 1]);
  });

  it('announces each step politely', () => {
    render(<Carousel images={images} />);
    expect(screen.getByRole('group', { name: '1 of 3' }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it("says 'No images available' without images", () => {
    render(<Carousel images={[]} />);
    expect(screen.getByText('No images available')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no buttons for a single image', () => {
    render(<Carousel images={images.slice(0, 1)} />);
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is controlled by index', () => {
    render(<Carousel images={images} index={1} />);
    expect(screen.getByRole('img', { name: 'Coffee' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { rerender } = render(<Carousel aria-label="Product images" images={images} />);
    expect(await axeViolations()).toEqual([]);
    rerender(<Carousel aria-label="Product images" images={[]} />);
    expect(await axeViolations()).toEqual([]);
  });
});
