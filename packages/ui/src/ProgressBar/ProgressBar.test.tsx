import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with its value', () => {
    render(<ProgressBar label="Uploading logo.png" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading logo.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('supports a custom range and value label', () => {
    render(<ProgressBar label="Images" value={3} maxValue={10} valueLabel="3 of 10" />);
    const bar = screen.getByRole('progressbar', { name: 'Images' });
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 10');
  });

  it('has no value when indeterminate', () => {
    render(<ProgressBar aria-label="Preparing upload" isIndeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Preparing upload' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });

  it('marks a failed upload', () => {
    render(<ProgressBar label="Upload failed" value={60} isFailed />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-tone', 'danger');
  });

  it('has no axe violations', async () => {
    render(
      <>
        <ProgressBar label="Uploading" value={10} />
        <ProgressBar aria-label="Waiting" isIndeterminate />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
