/** The subscription area's query keys: every key starts with the area. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: ['subscription', 'plans'] as const,
  mine: ['subscription', 'mine'] as const,
  orders: ['subscription', 'orders'] as const,
};
