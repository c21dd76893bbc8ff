import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Chat Access', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Chat Access' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true, children: 'Active' } };

export const WithDescription: Story = { args: { description: 'Team can read and answer chats.' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };
