import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card, cardPaddings } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: { title: 'Business Info', children: <p>Main Street Bakery · Food & drink</p> },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Business Info' })).toBeVisible();
  },
};

export const WithDescriptionAndActions: Story = {
  args: {
    description: 'Shown on your public page.',
    actions: <Button size="sm">Save</Button>,
  },
};

/** A card that stands for a brand: the stripe takes the accent of the theme around it. */
export const Accent: Story = { args: { accent: true, title: 'Harbour Lane Coffee' } };

export const Untitled: Story = { args: { title: undefined } };

export const NoPadding: Story = { args: { padding: 'none', title: undefined } };
