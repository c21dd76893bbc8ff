import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { ImageUploadButton } from './ImageUploadButton';

const image = (name: string) => new File(['x'], name, { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('ImageUploadButton', () => {
  it('is a button named by its label, described by its help text, offering images only', () => {
    render(<ImageUploadButton label="Upload logo" onSelect={() => {}} description="PNG or JPEG." />);
    const button = screen.getByRole('button', { name: 'Upload logo' });
    expect(button).toHaveAccessibleDescription('PNG or JPEG.');
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText('Upload logo')).toBeInTheDocument();
  });

  it('shows the picture, and the empty text again when it fails to load', () => {
    const { container, rerender } = render(
      <ImageUploadButton label="Upload logo" src="/uploads/logo.png" onSelect={() => {}} />,
    );
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', '/uploads/logo.png');
    expect(screen.getByRole('button')).toHaveAttribute('data-has-image');
    img.dispatchEvent(new Event('error'));
    rerender(<ImageUploadButton label="Upload logo" src="/uploads/logo.png" onSelect={() => {}} />);
    expect(screen.getByText('Upload logo')).toBeInTheDocument();
    // A new URL (the cache-busted one after an upload) is tried again.
    rerender(<ImageUploadButton label="Upload logo" src="/uploads/logo.png?t=2" onSelect={() => {}} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/logo.png?t=2');
  });

  it('hands over a chosen image', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<ImageUploadButton label="Upload logo" onSelect={onSelect} />);
    const file = image('logo.png');
    await user.upload(fileInput(), file);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(file);
  });

  it('refuses a file that is not an image, and says so on the button', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSelect = vi.fn();
    render(<ImageUploadButton label="Upload logo" onSelect={onSelect} />);
    await user.upload(fileInput(), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toHaveAccessibleDescription(
      'Please select an image file',
    );
    await user.upload(fileInput(), image('logo.png'));
    expect(screen.queryByText('Please select an image file')).not.toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('is reached by Tab and shows a spinner while pending', async () => {
    const user = userEvent.setup();
    render(<ImageUploadButton label="Upload logo" onSelect={() => {}} isPending />);
    await user.tab();
    // RAC adds the spinner's label to the name while pending: "Upload logo Uploading".
    const button = screen.getByRole('button', { name: 'Upload logo Uploading' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toBeInTheDocument();
  });

  it('shows an outside error', () => {
    render(<ImageUploadButton label="Upload logo" onSelect={() => {}} errorMessage="Upload failed" />);
    expect(screen.getByRole('button', { name: 'Upload logo' })).toHaveAccessibleDescription('Upload failed');
  });

  it('has no axe violations', async () => {
    render(
      <>
        <ImageUploadButton label="Upload logo" onSelect={() => {}} description="Click to upload." />
        <ImageUploadButton label="Change photo" src="/x.png" onSelect={() => {}} isPending />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
