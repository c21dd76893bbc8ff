import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { DetailsTable } from './DetailsTable';

const billing = [
  { title: 'Plan', details: 'FREE', info: 'The subscription plan your business is on.' },
  { title: 'Giftcard Commission Rate', details: '0 %', info: 'Taken from each gift card sold.' },
  { title: 'Gallery Size', details: '50 images', info: 'How many images the gallery can hold.' },
  { title: 'Published Offers', details: 3, info: 'Offers that can be live at once.' },
  { title: 'Stores', details: 5, info: 'Stores you can add.' },
  { title: 'Published Giftcards', details: 5, info: 'Gift cards that can be on sale at once.' },
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
    caption: 'Reward Plan',
    rows: [
      { title: 'Type', details: 'Points', info: 'How customers are rewarded.' },
      { title: 'Points per dollar spent', details: 1, info: 'Points earned for each dollar.' },
      { title: 'Minimum points redeem target', details: 1000, info: 'Points needed before redeeming.' },
    ],
  },
};

export const WithoutInfo: Story = {
  args: { rows: billing.map(({ title, details }) => ({ title, details })) },
};
