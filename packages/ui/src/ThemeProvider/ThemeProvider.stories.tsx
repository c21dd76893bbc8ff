import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { Checkbox } from '../Checkbox';
import { Dialog, DialogTrigger } from '../Dialog';
import { Radio, RadioGroup } from '../RadioGroup';
import { Stack } from '../Stack';
import { Switch } from '../Switch';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs';
import { TextField } from '../TextField';
import { demoBrand } from '../test/demoBrand';
import { makeTheme } from '../theme/makeTheme';
import { themeClassNames } from '../theme/tokens';
import { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';

/** The demo brand made at run time, one class per scheme: what a brand app writes. */
const harbourRoasters = { dark: makeTheme(demoBrand.dark), light: makeTheme(demoBrand.light) };

/** The same screen in whichever theme surrounds it. */
function LoyaltyCard({ brand }: { brand: string }) {
  return (
    <Card title={brand} description="Your loyalty card" actions={<Badge tone="accent">Gold</Badge>}>
      <Stack gap="lg">
        <Tabs>
          <TabList aria-label={`${brand} card`}>
            <Tab id="balance">Balance</Tab>
            <Tab id="history">History</Tab>
          </TabList>
          <TabPanel id="balance">$42.50 store credit and 7 of 10 stamps.</TabPanel>
          <TabPanel id="history">Three visits this month.</TabPanel>
        </Tabs>
        <TextField label="Name on the card" defaultValue="Sam Lee" />
        <RadioGroup label="Receipts" orientation="horizontal" defaultValue="email">
          <Radio value="email">Email</Radio>
          <Radio value="paper">Paper</Radio>
        </RadioGroup>
        <Checkbox defaultSelected>Tell me about new blends</Checkbox>
        <Switch defaultSelected>Birthday reward</Switch>
        <DialogTrigger>
          <Button variant="primary">Approve redemption</Button>
          <Dialog
            title="Approve redemption"
            description={`${brand} asks to take 10 stamps for a free coffee.`}
          >
            Your card keeps the rest of its balance.
          </Dialog>
        </DialogTrigger>
      </Stack>
    </Card>
  );
}

/** Countertop's own themes, so its card stays Countertop's whatever brand the toolbar shows. */
const countertop = themeClassNames;

/** Countertop's card on the left, the scoped theme's on the right. */
const besideCountertop = (brand: string) =>
  function BesideCountertop(args: ThemeProviderProps) {
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 360px))', gap: 24 }}>
        <ThemeProvider theme={countertop}>
          <LoyaltyCard brand="Countertop" />
        </ThemeProvider>
        <ThemeProvider {...args}>
          <LoyaltyCard brand={brand} />
        </ThemeProvider>
      </div>
    );
  };

const meta = {
  title: 'Components/ThemeProvider',
  component: ThemeProvider,
  tags: ['autodocs'],
  args: { theme: harbourRoasters },
  render: besideCountertop('Harbour Roasters'),
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A brand's theme (its own green accent, its own font (Fraunces) and rounder corners, made with `themeFromAccent`
 * and `makeTheme`) on the right, beside Countertop's on the left. It follows the toolbar's dark or
 * light choice, because it is given one theme per scheme.
 */
export const BrandBesideCountertop: Story = {};

/** Countertop's other theme scoped to a panel: light inside a dark page, dark inside a light one. */
export const OppositeTheme: Story = {
  args: { theme: { dark: 'light', light: 'dark' } },
  render: besideCountertop('Countertop, other theme'),
};

/** A dialog opened inside the brand's subtree wears the brand too, though it renders at the root. */
export const BrandDialog: Story = {
  play: async ({ canvasElement }) => {
    const [, brandButton] = within(canvasElement).getAllByRole('button', { name: 'Approve redemption' });
    await userEvent.click(brandButton!);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Approve redemption' });
    await expect(dialog.closest('[data-theme-portal]')).toHaveClass(
      document.documentElement.classList.contains('light') ? harbourRoasters.light : harbourRoasters.dark,
    );
  },
};
