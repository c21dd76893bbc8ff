/** Texts the front desk shows for customer calls; tests assert them, so they live in one place. */
export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found',
  refunded: 'Refund processed successfully!',
} as const;
