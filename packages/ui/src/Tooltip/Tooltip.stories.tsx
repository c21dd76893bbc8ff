import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { CameraIcon } from '../icons';
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
  parameters: {
    docs: {
      description: {
        component:
          'Not exported from the package: apps reach it through `IconButton` (its `tooltip` prop, on by default) and the compact `Sidebar`, which show their own name in it.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Keyboard focus shows it at once; hover shows it after `delay` (700 ms by default, 300 in the sidebar). */
export const OpenByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Scan a QR code' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(String(args.content));
  },
};

/** Below its trigger; `start` and `end` follow the reading direction. */
export const Bottom: Story = { ...OpenByKeyboard, args: { placement: 'bottom' } };

/** Beside its trigger, as the compact sidebar shows its items' names. */
export const End: Story = { ...OpenByKeyboard, args: { placement: 'end' } };

/** Longer text wraps at 240 px; keep it to a short phrase all the same. */
export const LongText: Story = {
  ...OpenByKeyboard,
  args: { content: 'Scan a member’s QR code or a gift card’s barcode with this device’s camera' },
};
