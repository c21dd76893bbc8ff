import { act, render, screen, waitFor } from '@testing-library/react';
import * as sonner from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { setTheme } from '../theme/themeStore';
import { axeViolations } from '../test/axe';
import { Toaster, toast, toastDurations } from './Toaster';

describe('Toaster', () => {
  it("shows toasts in a labelled region, bottom centre (clear of the page header and of a form's buttons), at most 20", async () => {
    render(<Toaster />);
    act(() => {
      toast('Processing...');
    });
    expect(await screen.findByText('Processing...')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
    expect(region.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
  });

  it('follows the theme class on <html>', async () => {
    setTheme('dark');
    render(<Toaster />);
    act(() => {
      toast('Hello');
    });
    await screen.findByText('Hello');
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark');
    act(() => setTheme('light'));
    await waitFor(() =>
      expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'light'),
    );
  });

  it('gives success and error toasts the spec durations unless the caller overrides them', () => {
    const success = vi.spyOn(sonner.toast, 'success');
    const error = vi.spyOn(sonner.toast, 'error');
    toast.success('Saved');
    toast.error('Failed', { duration: 10_000 });
    expect(success).toHaveBeenCalledWith('Saved', { duration: toastDurations.success });
    expect(error).toHaveBeenCalledWith('Failed', { duration: 10_000 });
    expect(toastDurations).toEqual({ success: 3000, error: 4000, default: 4000 });
  });

  it('keeps the rest of sonner (loading, dismiss)', async () => {
    render(<Toaster />);
    let id: string | number = 0;
    act(() => {
      id = toast.loading('Saving the order');
    });
    expect(await screen.findByText('Saving the order')).toBeInTheDocument();
    act(() => {
      toast.dismiss(id);
    });
    await waitFor(() => expect(screen.queryByText('Saving the order')).not.toBeInTheDocument());
  });

  it('has no axe violations with toasts showing', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Order saved successfully!');
      toast.error('Something went wrong');
    });
    await screen.findByText('Something went wrong');
    expect(await axeViolations()).toEqual([]);
  });
});
