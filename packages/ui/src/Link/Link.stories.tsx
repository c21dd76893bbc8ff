import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#register', children: 'Register your business' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = {};

export const Muted: Story = { args: { variant: 'muted', children: 'Privacy' } };

export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      New to Countertop? <Link {...args} /> to open your shop.
    </p>
  ),
};

export const FooterLinks: Story = {
  render: () => (
    <nav aria-label="Product" style={{ display: 'flex', gap: 16 }}>
      {['Privacy', 'Terms', 'FAQ'].map((label) => (
        <Link key={label} variant="muted" href={`#${label.toLowerCase()}`}>
          {label}
        </Link>
      ))}
    </nav>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };
