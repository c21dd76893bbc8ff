import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { CameraIcon } from '../icons';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Search contacts',
    placeholder: 'Enter a name or number',
    onSubmit: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search contacts' });
    await userEvent.type(input, '  ada  {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ada');
  },
};

export const BlankIsIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), '   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = { args: { isBusy: true, defaultValue: 'M-1001' } };

export const WithScanAction: Story = {
  args: {
    actions: (
      <IconButton label="Scan a QR code">
        <CameraIcon />
      </IconButton>
    ),
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Search image by title', placeholder: 'Search image by title...' },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** The header's flow: busy while the search runs, then cleared and focused again. */
export const SearchThenClear: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    const [busy, setBusy] = useState(false);
    return (
      <SearchField
        {...args}
        value={value}
        onChange={setValue}
        isBusy={busy}
        onSubmit={(q) => {
          args.onSubmit?.(q);
          setBusy(true);
          setTimeout(() => {
            setBusy(false);
            setValue('');
          }, 600);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.type(input, 'ada{Enter}{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The story ends cleared and idle, as the header's search does after a match.
    await waitFor(() => expect(input).toHaveValue(''));
  },
};
