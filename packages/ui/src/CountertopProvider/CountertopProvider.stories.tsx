import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { DatePicker } from '../DatePicker';
import { Link } from '../Link';
import { NumberField } from '../NumberField';
import { Stack } from '../Stack';
import { demoBrand } from '../test/demoBrand';
import { toast } from '../Toaster';
import { makeTheme } from '../theme/makeTheme';
import { CountertopProvider, type CountertopProviderProps } from './CountertopProvider';

/** The demo brand, one class per scheme, so it follows the toolbar's dark or light choice. */
const harbourRoasters = { dark: makeTheme(demoBrand.dark), light: makeTheme(demoBrand.light) };

/** What the provider reaches: a date and a number in its locale, a link, a toast. */
function FirstScreen({ title }: { title: string }) {
  return (
    <Card title={title}>
      <Stack gap="md">
        <DatePicker label="Expires On" defaultValue="2030-01-31" />
        <NumberField label="Points" defaultValue={1234.5} />
        <Link href="/offers">See the offers</Link>
        <Button variant="primary" onPress={() => toast.success('Saved')}>
          Save
        </Button>
      </Stack>
    </Card>
  );
}

/** The order of the DatePicker's segments in `card`: which locale reached it. */
function segmentOrder(card: HTMLElement) {
  return within(card)
    .getAllByRole('spinbutton')
    .map((segment) => segment.getAttribute('aria-label'));
}

const meta = {
  title: 'Components/CountertopProvider',
  component: CountertopProvider,
  tags: ['autodocs'],
  // Links log to the Actions panel instead of leaving the story.
  args: { navigate: action('navigate') },
} satisfies Meta<typeof CountertopProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Once around the app: dates read day/month/year (en-AU), the link and Save go through it. */
export const AtTheRoot: Story = {
  render: (args: CountertopProviderProps) => (
    <div style={{ maxWidth: 360 }}>
      <CountertopProvider {...args}>
        <FirstScreen title="Your first screen" />
      </CountertopProvider>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(segmentOrder(canvasElement)).toEqual(['day, ', 'month, ', 'year, ']);
  },
};

/**
 * Nested, a provider changes only what it is given: on the right, the brand's theme and US dates
 * (month/day/year), still through the outer provider's router and toaster.
 */
export const Nested: Story = {
  render: (args: CountertopProviderProps) => (
    <CountertopProvider {...args}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 360px))', gap: 24 }}>
        <FirstScreen title="Countertop, en-AU" />
        <CountertopProvider theme={harbourRoasters} locale="en-US">
          <FirstScreen title="Harbour Roasters, en-US" />
        </CountertopProvider>
      </div>
    </CountertopProvider>
  ),
  play: async ({ canvasElement }) => {
    const [outer, inner] = within(canvasElement).getAllByRole('group', { name: 'Expires On' });
    await expect(segmentOrder(outer!)).toEqual(['day, ', 'month, ', 'year, ']);
    await expect(segmentOrder(inner!)).toEqual(['month, ', 'day, ', 'year, ']);
    await expect(within(document.body).getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
  },
};
