// Delivery and return terms as the store states them to shoppers (docs/domain.md#freight and policy text, docs/architecture.md#decisions
// minimum, the delivery policy page, the return form's terms), in one place for the pages, the return form
// and the structured data search engines read (host/pages/structured-data).
import { Country } from './constants.js';

export interface DeliveryRegion {
  name: 'Trinidad' | 'Tobago';
  countryNo: number;
  /** ISO 3166-2:TT subdivision codes (without the 'TT-' prefix) of the region. */
  isoRegions: readonly string[];
}

/** Trinidad's fourteen municipal corporations, and Tobago. */
export const DELIVERY_REGIONS: readonly DeliveryRegion[] = [
  {
    name: 'Trinidad',
    countryNo: Country.Trinidad,
    isoRegions: ['ARI', 'CHA', 'CTT', 'DMN', 'MRC', 'PED', 'POS', 'PRT', 'PTF', 'SFO', 'SGE', 'SIP', 'SJL', 'TUP'],
  },
  { name: 'Tobago', countryNo: Country.Tobago, isoRegions: ['TOB'] },
];

/** Orders are processed within about 2 working days (docs/domain.md#constants policy text). */
export const PROCESSING_DAYS = { min: 0, max: 2 } as const;
/** The courier's time on the road within the islands once the order ships (ours: the spec names none). */
export const TRANSIT_DAYS = { min: 1, max: 2 } as const;

/** The return terms of the return form (docs/screens.md#account-pages): a finite window, unopened unless faulty, refund or exchange. */
export const RETURN_TERMS = {
  windowDays: 7,
  /** Brought to the outlet or sent back by courier. */
  byMail: true,
  inStore: true,
  /** Our mistakes (dead on arrival, faulty, wrong item, order error) are exchanged at our cost. */
  freeForOurMistakes: true,
} as const;
