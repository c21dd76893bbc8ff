import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Stack, stackGaps } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  argTypes: { gap: { control: 'select', options: stackGaps } },
  args: {
    children: (
      <>
        <Button>One</Button>
        <Button>Two</Button>
        <Button>Three</Button>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { args: { align: 'start' } };

export const Horizontal: Story = { args: { direction: 'horizontal', gap: 'sm' } };

export const SpaceBetween: Story = { args: { direction: 'horizontal', justify: 'between', align: 'center' } };
