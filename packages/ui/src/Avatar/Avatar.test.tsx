import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows initials without a picture and is hidden from screen readers by default', () => {
    const { container } = render(<Avatar name="Ada Lovelace" />);
    const avatar = container.firstElementChild;
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveAttribute('data-fallback');
  });

  it('is an image named after the person when labelled', () => {
    render(<Avatar name="Ada Lovelace" isLabelled />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('shows the picture, and falls back to initials when it fails to load', () => {
    const { container } = render(<Avatar name="Ada Lovelace" src="/ada.png" isLabelled />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/ada.png');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('has no axe violations', async () => {
    render(
      <>
        <Avatar name="Ada Lovelace" isLabelled />
        <Avatar name="Grace Hopper" src="/grace.png" />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
