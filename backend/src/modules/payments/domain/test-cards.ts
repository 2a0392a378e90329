/**
 * The built-in test provider's cards, as a real processor's test mode has them: the number
 * decides the outcome. Any future expiry date and any 3–4 digit CVC are accepted.
 */
export type CardOutcome =
  | 'succeeded'
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_required'
  | 'expired_card'
  | 'incorrect_cvc';

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'succeeded', description: 'Visa: the payment succeeds' },
  { number: '5555555555554444', outcome: 'succeeded', description: 'Mastercard: the payment succeeds' },
  { number: '4000000000000002', outcome: 'card_declined', description: 'Declined by the bank (generic decline)' },
  { number: '4000000000009995', outcome: 'insufficient_funds', description: 'Declined: insufficient funds' },
  {
    number: '4000002500003155',
    outcome: 'authentication_required',
    description: '3-D Secure: asks the cardholder to authenticate',
  },
];

/** Messages shown to the payer; the same codes as the failure codes on the order. */
export const DECLINE_MESSAGES: Record<
  Exclude<CardOutcome, 'succeeded' | 'authentication_required'> | 'authentication_failed' | 'invalid_number',
  string
> = {
  card_declined: 'Your card was declined. Try another card.',
  insufficient_funds: 'Your card has insufficient funds. Try another card.',
  expired_card: 'Your card has expired. Check the expiry date or use another card.',
  incorrect_cvc: "Your card's security code is incorrect.",
  authentication_failed: 'The authentication of this payment failed. Try again or use another card.',
  invalid_number: 'Your card number is invalid.',
};

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * The outcome of charging this card now. A Luhn-valid number that is not a listed test card
 * succeeds (as in a processor's test mode); an invalid number, past expiry or malformed CVC is
 * refused before any charge.
 */
export function cardOutcome(card: CardInput, now: Date): CardOutcome | 'invalid_number' {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return 'invalid_number';
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfExpiryMonth = Date.UTC(year, card.expMonth, 1);
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || endOfExpiryMonth <= now.getTime()) return 'expired_card';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'incorrect_cvc';
  return TEST_CARDS.find((test) => test.number === digits)?.outcome ?? 'succeeded';
}
