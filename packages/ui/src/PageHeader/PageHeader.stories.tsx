import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Products' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithDescriptionAndActions: Story = {
  args: {
    description: 'What you sell in your shop.',
    actions: (
      <>
        <Button>Export</Button>
        <Button variant="primary">Add product</Button>
      </>
    ),
  },
};
