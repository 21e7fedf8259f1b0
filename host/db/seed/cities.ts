// Delivery cities (docs/domain.md#entities): country 1 Trinidad, 2 Tobago. Trinidad is numbered from 1, Tobago from 101.

export interface SeedCity {
  cityNo: number;
  name: string;
  countryNo: 1 | 2;
}

const TRINIDAD = [
  'Port of Spain',
  'San Fernando',
  'Chaguanas',
  'Arima',
  'Point Fortin',
  'Couva',
  'Diego Martin',
  'Tunapuna',
  'Sangre Grande',
  'Princes Town',
  'Siparia',
  'Penal',
  'Rio Claro',
  'Mayaro',
  'St. Augustine',
  'Curepe',
  'Marabella',
  'Fyzabad',
  'San Juan',
  'Barataria',
  'Maraval',
  'St. James',
  'Westmoorings',
  'Carenage',
  'Arouca',
  "D'Abadie",
  'Piarco',
  'Cunupia',
  'Freeport',
  'Claxton Bay',
  'Gasparillo',
  'Debe',
  'La Brea',
  'Cedros',
  'Moruga',
  'Toco',
  'Valencia',
  'Santa Cruz',
];

const TOBAGO = [
  'Scarborough',
  'Crown Point',
  'Plymouth',
  'Roxborough',
  'Canaan',
  'Bon Accord',
  'Speyside',
  'Charlotteville',
  'Buccoo',
  'Black Rock',
  'Moriah',
  'Mason Hall',
  'Bethel',
  'Lambeau',
  'Castara',
  'Pembroke',
];

export const CITIES: SeedCity[] = [
  ...TRINIDAD.map((name, i) => ({ cityNo: i + 1, name, countryNo: 1 as const })),
  ...TOBAGO.map((name, i) => ({ cityNo: 101 + i, name, countryNo: 2 as const })),
];
