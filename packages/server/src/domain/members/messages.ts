/** Texts the front desk shows for its calls about members; tests assert them, so they live in one place. */
export const MEMBER_MESSAGES = {
  notFound: 'Customer not found',
  refunded: 'Refund processed successfully!',
} as const;
