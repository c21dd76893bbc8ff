import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { CameraIcon, ChatIcon, MenuIcon, SearchIcon } from '../icons';
import { Tooltip } from './Tooltip';

/** The trigger every story uses: an icon-only button, named on its own (the tooltip does not name it). */
const scanButton = (
  <IconButton label="Scan a QR code" tooltip={false}>
    <CameraIcon />
  </IconButton>
);

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { content: 'Scan a QR code', children: scanButton },
  argTypes: {
    children: { control: false },
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
  },
  decorators: [(Story) => <div style={{ padding: '48px 120px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Keyboard focus shows it at once, without the hover delay. */
export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Scan a QR code' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Scan a QR code');
  },
};

/** Hover shows it after `delay` (700 ms by default; the sidebar uses 300). */
export const OpenOnHover: Story = {
  args: { delay: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Scan a QR code' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Scan a QR code');
  },
};

/** Each side of its trigger (`start`/`end` follow the reading direction). Held open to show all four. */
export const Placements: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 160, padding: '8px 96px' }}>
      <Tooltip content="Open navigation" placement="top" isOpen>
        <IconButton label="Open navigation" tooltip={false}>
          <MenuIcon />
        </IconButton>
      </Tooltip>
      <Tooltip content="Search" placement="bottom" isOpen>
        <IconButton label="Search" tooltip={false}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Tooltip content="Chat" placement="start" isOpen>
        <IconButton label="Chat" tooltip={false}>
          <ChatIcon />
        </IconButton>
      </Tooltip>
      <Tooltip content="Scan" placement="end" isOpen>
        <IconButton label="Scan" tooltip={false}>
          <CameraIcon />
        </IconButton>
      </Tooltip>
    </div>
  ),
};

/** Longer text wraps at 240 px; keep it to a short phrase all the same. */
export const LongText: Story = {
  args: {
    content: 'Scan a member’s QR code or a gift card’s barcode with this device’s camera',
    isOpen: true,
  },
};
