export const messageThread = {
  label: 'Messages',
  incoming: 'Them',
  outgoing: 'You',
  empty: 'No messages yet',
};
