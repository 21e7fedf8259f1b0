import type { CatalogRows, ProductRow } from '../../../host/catalog/rows.js';

// A small catalogue in the shape load.ts reads, for pure tests of build.ts and queries.ts.

export function productRow(no: number, over: Partial<ProductRow> = {}): ProductRow {
  return {
    product_no: no,
    name: `Product ${no}`,
    description: null,
    category_no: 11,
    home_category: 'Skin Care',
    style_name: null,
    product_style: null,
    barcode: null,
    sku_no: null,
    price: '100.00',
    sales_price: '90.00',
    sales_price2: '0.00',
    sales_price3: '0.00',
    sales_price5: '0.00',
    discount_percent: '0.00',
    free_delivery: 0,
    free_delivery_quantity: 0,
    ribbon_text: null,
    is_sold_out: false,
    video_file_name: null,
    image_file_path: `products/${no}.webp`,
    image_file_path_thumbnail: `products/${no}-thumb.webp`,
    is_home_page: true,
    home_sort: no,
    best_seller_rank: null,
    banner_nos: [],
    date_added: '2024-01-01',
    ...over,
  };
}

export function fixtureRows(): CatalogRows {
  return {
    categories: [
      { category_no: 1, name: 'Face', parent_no: null, sort: 2, image_file_path: 'c/face.webp' },
      { category_no: 2, name: 'Hair', parent_no: null, sort: 1, image_file_path: null },
      { category_no: 11, name: 'Face Wash', parent_no: 1, sort: 1, image_file_path: '' },
      { category_no: 12, name: 'Face Serum', parent_no: 1, sort: 2, image_file_path: '' },
      { category_no: 21, name: 'Hair Oil', parent_no: 2, sort: 1, image_file_path: '' },
      { category_no: 3, name: 'Health and Fitness', parent_no: null, sort: 3, image_file_path: '' },
      { category_no: 31, name: 'Vitamins & Supplements', parent_no: 3, sort: 1, image_file_path: '' },
    ],
    products: [
      productRow(1, { name: 'Neem Face Wash', discount_percent: '5.00', sales_price: '150.00', banner_nos: [11], best_seller_rank: 2 }),
      productRow(2, { name: 'Rose Face Wash', home_sort: 50, date_added: '2024-03-01', best_seller_rank: 1, is_sold_out: true }),
      productRow(3, { name: 'Vitamin C Serum', category_no: 12, description: 'Brightening serum', banner_nos: '{11,12}' }),
      productRow(4, { name: 'Coconut Hair Oil', category_no: 21, home_category: 'Hair Care', date_added: '2024-03-01', best_seller_rank: 3 }),
      productRow(5, { name: 'Hidden Oil', category_no: 21, home_category: 'Hair Care', is_home_page: false, home_sort: 0 }),
      productRow(6, { name: 'Multivitamin', category_no: 31, home_category: 'Health Care', home_sort: 1, image_file_path: '', image_file_path_thumbnail: '' }),
    ],
    images: [
      { product_no: 1, image_file_path: 'p/1a.webp', image_file_path_thumbnail: 'p/1a-t.webp' },
      { product_no: 1, image_file_path: 'p/1b.webp', image_file_path_thumbnail: 'p/1b-t.webp' },
    ],
    skus: [
      { sku_no: 7, product_no: 4, color: 'Amber', size: '100 ml', barcode: '123' },
      { sku_no: 8, product_no: 4, color: null, size: '200 ml', barcode: null },
    ],
    reviews: [
      { review_no: 9, product_no: 1, customer_name: 'Ann', review_title: 'Newest', comments: 'ok', rating: 5, review_date: '2024-05-02' },
      { review_no: 3, product_no: 1, customer_name: 'Bob', review_title: 'Older', comments: 'fine', rating: 4, review_date: '2024-05-01' },
      { review_no: 4, product_no: 1, customer_name: 'Cy', review_title: 'Oldest', comments: 'meh', rating: 4, review_date: '2024-04-01' },
    ],
    cities: [
      { city_no: 3, name: 'Scarborough', country_no: 2 },
      { city_no: 2, name: 'San Fernando', country_no: 1 },
      { city_no: 1, name: 'Arima', country_no: 1 },
    ],
    shops: [{ shop_no: 16, shop_name: 'Trini Naturals' }],
    sections: [
      { section_no: 1, page_no: 2, section_name: 'Face favourites' },
      { section_no: 2, page_no: 2, section_name: 'Hair' },
    ],
    sectionProducts: [
      { section_no: 1, product_no: 3 },
      { section_no: 1, product_no: 1 },
      { section_no: 2, product_no: 4 },
      { section_no: 2, product_no: 999 },
    ],
    sales: [],
  };
}
