export const imageUpload = {
  uploading: 'Uploading',
};
