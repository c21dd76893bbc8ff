export const imagePicker = {
  choose: 'Choose image',
  empty: 'No image chosen',
  remove: 'Remove image',
};
