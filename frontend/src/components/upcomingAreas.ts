export interface UpcomingAreaProps {
  /** The area's name, used as the heading and the document title. */
  name: string;
  /** One or two sentences on what the area will offer. */
  description: string;
}

/**
 * The areas that later releases open, as the placeholder page describes them. The texts live in
 * the placeholder's own chunk: the route table (in the first page's JavaScript) names only the key.
 */
export const upcomingAreas = {
  cart: {
    name: 'Cart',
    description: 'The code products you picked in the marketplace, ready for checkout.',
  },
  marketplace: {
    name: 'Marketplace',
    description: 'Code products such as templates, starter kits and components, made by developers for developers.',
  },
  product: {
    name: 'Marketplace Product',
    description: 'The details of a marketplace product: what it contains, its license and its price.',
  },
  testPayment: {
    name: 'Test Payment',
    description: 'A page for testing the payment flow without real money.',
  },
  pricing: {
    name: 'Pricing',
    description: 'DevPath is free. Premium membership will add extras for those who want to support the platform.',
  },
  premium: {
    name: 'Premium Membership',
    description: 'What premium membership adds on top of the free platform, and how it supports DevPath.',
  },
} satisfies Record<string, UpcomingAreaProps>;

export type UpcomingAreaKey = keyof typeof upcomingAreas;
