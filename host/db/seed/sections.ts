// Design-page sections (docs/api.md#catalogue: LoadDesignPageProducts, PageNo 2 or 3): a heading and its products, in order.

export interface SeedSection {
  sectionNo: number;
  pageNo: 2 | 3;
  sectionName: string;
  sort: number;
  productNos: number[];
}

export const SECTIONS: SeedSection[] = [
  { sectionNo: 1, pageNo: 2, sort: 1, sectionName: 'Trending Now', productNos: [53, 11, 29, 18, 40, 31, 47, 61] },
  { sectionNo: 2, pageNo: 2, sort: 2, sectionName: 'Self-care Sundays', productNos: [47, 41, 21, 14, 75, 76] },
  { sectionNo: 3, pageNo: 2, sort: 3, sectionName: 'Island Glow Picks', productNos: [7, 12, 10, 20, 48] },
  { sectionNo: 4, pageNo: 3, sort: 1, sectionName: 'Gift Ideas', productNos: [68, 69, 77, 86, 37, 62] },
  { sectionNo: 5, pageNo: 3, sort: 2, sectionName: "Men's Grooming Corner", productNos: [78, 79, 83, 84, 85] },
  { sectionNo: 6, pageNo: 3, sort: 3, sectionName: 'Wellness Essentials', productNos: [53, 54, 55, 57, 58, 51, 56] },
];
