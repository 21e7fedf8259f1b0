// Store administration texts that the reference design does not give (its messages are in domain/messages.ts).
export const STORE_TEXTS = {
  kept: 'Stores are kept only in this browser (its local storage). They are not sent to the shop, and another browser or device will not see them.',
  notFound: (no: number) => `Store ${no} is not in this browser's store list.`,
  storageFailed: 'This browser did not let us save the store (private browsing or full storage).',
} as const;
