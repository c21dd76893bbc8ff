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

/** Cycles dark → light → system; 'System Theme' follows the device's setting and stays live. */
export const IncludeSystem: Story = {
  args: { includeSystem: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const before = document.documentElement.className;
    // Three presses go round the three choices and back to the toolbar's theme.
    for (let press = 0; press < 3; press++) await userEvent.click(button);
    await expect(document.documentElement.className).toBe(before);
  },
};
