export const composer = {
  placeholder: 'Type a message',
  label: 'Message',
  send: 'Send',
};
