import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { AlertIcon, CameraIcon, ChatIcon, MenuIcon, SearchIcon } from '../icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Scan a QR code', children: <CameraIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ paddingTop: 40 }}>{Story()}</div>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Scan a QR code' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Scan a QR code');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <IconButton {...args} key={variant} variant={variant} label={`Search (${variant})`}>
          <SearchIcon />
        </IconButton>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <IconButton {...args} key={size} size={size} variant="secondary" label={`Open navigation (${size})`}>
          <MenuIcon />
        </IconButton>
      ))}
    </div>
  ),
};

export const WithIndicator: Story = {
  args: { label: 'Chat, unread messages', indicator: true, children: <ChatIcon /> },
};

export const WithCount: Story = {
  args: { label: 'Alerts, 3 new', count: 3, children: <AlertIcon /> },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} />
      <IconButton {...args} label="Alerts, 120 new" count={120} />
    </div>
  ),
};

export const Pending: Story = { args: { isPending: true, pendingLabel: 'Opening camera' } };

export const Disabled: Story = { args: { isDisabled: true, variant: 'secondary' } };
