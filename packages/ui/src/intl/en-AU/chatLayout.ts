export const chatLayout = {
  back: 'Back to conversations',
  empty: 'Select a chat to view messages',
};
