import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  tags: ['autodocs'],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names the theme it switches to. Switch the toolbar theme to see the other label. */
export const Default: Story = {};

export const Compact: Story = { args: { compact: true } };

export const TogglesTwice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = document.documentElement.className;
    await userEvent.click(canvas.getByRole('button'));
    await expect(document.documentElement.className).not.toBe(before);
    await userEvent.click(canvas.getByRole('button'));
    await expect(document.documentElement.className).toBe(before);
  },
};
