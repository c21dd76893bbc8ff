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
      <TabList aria-label="Products">
        <Tab id="active">Active Products</Tab>
        <Tab id="past">Archived Products</Tab>
      </TabList>
      <TabPanel id="active">
        <p>Draft and published products.</p>
      </TabPanel>
      <TabPanel id="past">
        <p>Archived products.</p>
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
    await expect(canvas.getByRole('tab', { name: 'Archived Products' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Archived products.');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Active Products' })).toHaveFocus();
  },
};

export const SecondSelected: Story = { args: { defaultSelectedKey: 'past' } };

export const ThreeTabsWithCounts: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Transactions">
        <Tab id="sales">
          Sales <Badge>12</Badge>
        </Tab>
        <Tab id="refunds">Refunds</Tab>
        <Tab id="transfers">Bank Transfers</Tab>
      </TabList>
      <TabPanel id="sales">Sales transactions</TabPanel>
      <TabPanel id="refunds">Refund transactions</TabPanel>
      <TabPanel id="transfers">Bank transfers</TabPanel>
    </Tabs>
  ),
};

export const DisabledTab: Story = { args: { disabledKeys: ['past'] } };
