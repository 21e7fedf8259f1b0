// A product's photos as stored (product_images, in their order); the first is the product's main image.
import type { Queryable } from '../../db/db.js';

export interface Photo {
  ImageFilePath: string;
  ImageFilePathThumbnail: string;
}

export async function readPhotos(db: Queryable, productNo: number): Promise<Photo[]> {
  const rows = await db.query<{ image_file_path: string; image_file_path_thumbnail: string }>(
    'SELECT image_file_path, image_file_path_thumbnail FROM product_images WHERE product_no = $1 ORDER BY sort',
    [productNo],
  );
  return rows.map((r) => ({ ImageFilePath: r.image_file_path, ImageFilePathThumbnail: r.image_file_path_thumbnail }));
}

/** Stores the photos in this order, and the first as the product's main image (none: no image). */
export async function storePhotos(tx: Queryable, productNo: number, photos: readonly Photo[]): Promise<void> {
  await tx.query('DELETE FROM product_images WHERE product_no = $1', [productNo]);
  for (const [i, p] of photos.entries()) {
    await tx.query('INSERT INTO product_images (product_no, sort, image_file_path, image_file_path_thumbnail) VALUES ($1, $2, $3, $4)', [
      productNo,
      i + 1,
      p.ImageFilePath,
      p.ImageFilePathThumbnail,
    ]);
  }
  await tx.query('UPDATE products SET image_file_path = $2, image_file_path_thumbnail = $3 WHERE product_no = $1', [
    productNo,
    photos[0]?.ImageFilePath ?? '',
    photos[0]?.ImageFilePathThumbnail ?? '',
  ]);
}
