import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading stores' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner {...args} key={size} size={size} />
      ))}
    </div>
  ),
};

/** The app's start-up screen, while the session is restored. */
export const FullPage: Story = {
  args: { fullPage: true, label: 'Starting Countertop' },
  parameters: { layout: 'fullscreen' },
};
