import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../IconButton';
import { ChatIcon, LogoutIcon } from '../icons';
import { TextField } from '../TextField';
import { ThemeToggle } from '../ThemeToggle';
import { Header } from './Header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    start: (
      <span style={{ display: 'grid', lineHeight: 1.3 }}>
        <strong>Hi Sam · Owner</strong>
        <span style={{ color: 'var(--ct-color-text-muted)', fontSize: 13 }}>Main Street · Counter 1</span>
      </span>
    ),
    middle: <TextField aria-label="Search" placeholder="Search by name or number" />,
    end: (
      <IconButton label="Chat, unread messages" indicator>
        <ChatIcon />
      </IconButton>
    ),
    endWide: (
      <>
        <ThemeToggle compact />
        <IconButton label="Logout">
          <LogoutIcon />
        </IconButton>
      </>
    ),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At 640px and below the theme toggle and logout leave the header. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
