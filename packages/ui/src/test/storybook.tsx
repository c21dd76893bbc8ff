import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { action } from 'storybook/actions';

/**
 * Links in stories go through a RAC router that only logs (Actions panel), as the app's
 * react-router does: a real navigation would leave the story (and the test page).
 */
export const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={action('navigate')}>
    <Story />
  </RouterProvider>
);
