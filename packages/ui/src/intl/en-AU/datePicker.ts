export const datePicker = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};
