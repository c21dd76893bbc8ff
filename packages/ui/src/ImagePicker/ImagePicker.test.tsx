import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { ImagePicker } from './ImagePicker';

const image = (name: string) => new File(['x'], name, { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('ImagePicker', () => {
  it('is a group named by its label with a choose button described by the file name', () => {
    render(<ImagePicker label="Image" />);
    expect(screen.getByRole('group', { name: 'Image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
      'No image chosen',
    );
  });

  it('offers images only in the file dialog', () => {
    render(<ImagePicker label="Image" />);
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
  });

  it('takes an image and shows its name shortened, in full in the tooltip', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ImagePicker label="Image" onChange={onChange} />);
    const file = image('holiday-photo-from-the-beach.png');
    await user.upload(fileInput(), file);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(file);
    const name = screen.getByText('holiday-…each.png');
    expect(name).toHaveAttribute('title', 'holiday-photo-from-the-beach.png');
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
      'holiday-…each.png',
    );
  });

  it('rejects a file that is not an image, with a message', async () => {
    // The dialog's filter can be bypassed ("All files"); applyAccept: false does the same here.
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    render(<ImagePicker label="Image" onChange={onChange} />);
    await user.upload(fileInput(), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Please select an image file')).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid');
    await user.upload(fileInput(), image('logo.png'));
    expect(screen.queryByText('Please select an image file')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a file named .png that the browser cannot draw, before any thumbnail shows (issue 23 item 8)', async () => {
    // jsdom draws nothing: stand in for a browser whose decoder refuses the bytes.
    const decode = vi.fn(() => Promise.reject(new DOMException('The source image cannot be decoded.')));
    Object.assign(HTMLImageElement.prototype, { decode });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picked'), revokeObjectURL: vi.fn() });
    try {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<ImagePicker label="Image" onChange={onChange} />);
      await user.upload(fileInput(), new File(['just some text'], 'notes.png', { type: 'image/png' }));
      expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
      expect(decode).toHaveBeenCalledOnce();
      expect(onChange).not.toHaveBeenCalled();
      expect(document.querySelector('img')).toBeNull();
      expect(screen.getByText('No image chosen')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
      Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined });
    }
  });

  it('removes the chosen image by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ImagePicker label="Image" defaultValue={image('logo.png')} onChange={onChange} />);
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove image' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByText('No image chosen')).toBeInTheDocument();
  });

  it('shows an outside error while invalid', () => {
    render(<ImagePicker label="Image" isRequired isInvalid errorMessage="Please select an image" />);
    const button = screen.getByRole('button', { name: 'Choose image' });
    expect(button).toHaveAccessibleDescription('No image chosen Please select an image');
    expect(screen.getByRole('group', { name: 'Image (required)' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(
      <>
        <ImagePicker label="Image" description="PNG or JPEG" />
        <ImagePicker label="Logo" defaultValue={image('logo.png')} isInvalid errorMessage="Too big" />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
