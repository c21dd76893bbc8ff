import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Gift cards">
        <Tab id="active">Active Giftcards</Tab>
        <Tab id="past">Past Giftcards</Tab>
      </TabList>
      <TabPanel id="active">
        <p>Draft and published gift cards.</p>
      </TabPanel>
      <TabPanel id="past">
        <p>Deleted gift cards.</p>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Past Giftcards' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Deleted gift cards.');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Active Giftcards' })).toHaveFocus();
  },
};

export const SecondSelected: Story = { args: { defaultSelectedKey: 'past' } };

export const ThreeTabsWithCounts: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Transactions">
        <Tab id="reward">
          Reward <Badge>12</Badge>
        </Tab>
        <Tab id="wallet">Wallet</Tab>
        <Tab id="redeem">Redeem Giftcards</Tab>
      </TabList>
      <TabPanel id="reward">Reward transactions</TabPanel>
      <TabPanel id="wallet">Wallet transactions</TabPanel>
      <TabPanel id="redeem">Gift card redemptions</TabPanel>
    </Tabs>
  ),
};

export const DisabledTab: Story = { args: { disabledKeys: ['past'] } };
