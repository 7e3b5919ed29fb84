/**
 * The cache keys of the order-answer feature (#54): the supplier order an e-mailed answer link opens,
 * without a session. Every key starts with ['order-answer'].
 */
export const orderAnswerKeys = {
  all: ['order-answer'] as const,
  link: (token: string) => ['order-answer', token] as const,
};
