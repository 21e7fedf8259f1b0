// The customer a token names, apart from tokens.ts (which takes an AppContext): the order writer that
// AppContext names stores it, and importing tokens.ts from there closed an import cycle.

/** What a token says about a customer; also what customerFromRequest gives back. */
export interface TokenCustomer {
  customerNo: number;
  mobile: string;
  name: string;
  email: string;
  /** The account's token version when the token was issued (0 when absent): a password change raises it. */
  tokenVersion?: number;
}
