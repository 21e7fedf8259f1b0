// One product with every field, for unit and widget tests: each test overrides what it is about.
import type { Product } from '../../widgets/domain/types.js';

/** A product with every field; override what the test is about. */
export function product(over: Partial<Product> = {}): Product {
  return {
    ProductNo: 1,
    ProductName: 'Aloe Body Cream',
    ProductDescription: '',
    ProductCategoryNo: 1,
    ProductCategoryName: 'Body Cream',
    NewCategoryName: 'Body Care',
    StyleName: '',
    ProductStyle: '',
    Barcode: '123',
    ProductSKUNo: '',
    SalesPrice: 100,
    SalesPrice2: 0,
    SalesPrice3: 0,
    SalesPrice5: 0,
    Price: 100,
    Total: 0,
    DiscountPercent: 0,
    DiscountAmount: 0,
    FreeDelivery: 0,
    FreeDeliveryQuantity: 0,
    RibbonText: '',
    IsSoldOut: 0,
    ProductSKUCount: 1,
    VideoFileName: '',
    ImageFilePath: 'p/1.jpg',
    ImageFilePathThumbnail: 'p/1t.jpg',
    Thumbnail: '',
    ProductImageList: [],
    ProductSKUList: [],
    ProductReviewList: [],
    Rating: 0,
    ReviewCount: 0,
    DateAdded: '2024-01-01',
    ...over,
  };
}
