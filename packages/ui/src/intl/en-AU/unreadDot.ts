export const unreadDot = {
  label: 'Unread',
};
