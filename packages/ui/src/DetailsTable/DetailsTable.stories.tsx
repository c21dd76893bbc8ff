import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { DetailsTable } from './DetailsTable';

const billing = [
  { title: 'Plan', details: 'FREE', info: 'The subscription plan your business is on.' },
  { title: 'Commission Rate', details: '0 %', info: 'Taken from each sale.' },
  { title: 'Gallery Size', details: '50 images', info: 'How many images the gallery can hold.' },
  { title: 'Published Pages', details: 3, info: 'Pages that can be live at once.' },
  { title: 'Stores', details: 5, info: 'Stores you can add.' },
  { title: 'Products', details: 5, info: 'Products that can be on sale at once.' },
];

const meta = {
  title: 'Components/DetailsTable',
  component: DetailsTable,
  tags: ['autodocs'],
  args: { 'aria-label': 'Billing plan', rows: billing },
  decorators: [(Story) => <div style={{ maxWidth: 560, paddingTop: 48 }}>{Story()}</div>],
} satisfies Meta<typeof DetailsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Billing plan' })).toBeVisible();
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('subscription plan');
  },
};

export const WithCaption: Story = {
  args: {
    'aria-label': undefined,
    caption: 'Shipping',
    rows: [
      { title: 'Method', details: 'Courier', info: 'How orders are sent.' },
      { title: 'Days to dispatch', details: 1, info: 'Working days before an order leaves.' },
      { title: 'Free shipping from', details: '$100', info: 'Order total that ships for free.' },
    ],
  },
};

export const WithoutInfo: Story = {
  args: { rows: billing.map(({ title, details }) => ({ title, details })) },
};
