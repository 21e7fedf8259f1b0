// A product's photos from the back office (docs/back-office.md#your-catalogue). POST /api/admin/AddProductPhoto?ProductNo=
// takes one photo as the request body (Content-Type image/jpeg, image/png, image/webp, image/heic or
// application/octet-stream), checks it before anything is written, draws its copies and adds it last.
// POST /api/admin/SetProductPhotos { ProductNo, Photos: [ImageFilePath...] } orders them (the first is the main
// image); a photo left out is removed from the product.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/errors.js';
import { mediaDir } from '../../http/static.js';
import { writeAudit } from '../../admin/audit.js';
import { checkPhoto, MAX_PHOTO_BYTES, PHOTO_MESSAGES, writePhotoCopies } from '../../media/product-photo.js';
import { staffOf } from './guard.js';
import { bag, requiredId } from './params.js';
import { readPhotos, storePhotos, type Photo } from './product-photo-rows.js';

export const MAX_PHOTOS = 12;
const PHOTO_TYPES = /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/i;

async function productExists(db: Queryable, productNo: number): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM products WHERE product_no = $1', [productNo]);
  if (!row) throw new ApiError(404, `Product ${productNo} was not found.`);
}

export async function adminProductPhotosApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.addContentTypeParser(PHOTO_TYPES, { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/api/admin/AddProductPhoto',
    {
      bodyLimit: MAX_PHOTO_BYTES,
      // A photo over the limit is refused on its stated length, with its size in the message, before it is read.
      onRequest: async (request) => {
        const length = Number(request.headers['content-length']);
        if (length > MAX_PHOTO_BYTES) throw new ApiError(413, PHOTO_MESSAGES.tooLarge(length));
      },
    },
    async (request) => {
      const productNo = requiredId(bag(request.query), 'ProductNo');
      if (!Buffer.isBuffer(request.body))
        throw new ApiError(415, 'Send the photo itself as the request body (Content-Type image/jpeg, image/png or image/webp).');
      const bytes = request.body;
      const check = await checkPhoto(bytes);
      if (!check.ok) throw new ApiError(400, check.msg);
      await productExists(ctx.db, productNo);
      if ((await readPhotos(ctx.db, productNo)).length >= MAX_PHOTOS) throw new ApiError(409, `A product can have at most ${MAX_PHOTOS} photos.`);
      const [{ no }] = await ctx.db.query<{ no: string }>("SELECT nextval('product_photo_no') AS no");
      const photo = await writePhotoCopies(mediaDir(ctx.config), `products/${productNo}/${Number(no)}`, bytes);
      const staff = staffOf(request);
      const photos = await ctx.db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM products WHERE product_no = $1 FOR UPDATE', [productNo]);
        const list = [...(await readPhotos(tx, productNo)), { ImageFilePath: photo.image, ImageFilePathThumbnail: photo.thumbnail }];
        await storePhotos(tx, productNo, list);
        await writeAudit(tx, {
          staffNo: staff.staffNo,
          action: 'AddProductPhoto',
          entity: 'product',
          key: productNo,
          before: null,
          after: { ImageFilePath: photo.image },
          at: ctx.now(),
        });
        return list;
      });
      await ctx.catalog.reload();
      return { success: true, msg: 'Photo added.', Photos: photos };
    },
  );

  app.post('/api/admin/SetProductPhotos', async (request) => {
    const body = bag(request.body);
    const productNo = requiredId(body, 'ProductNo');
    if (!Array.isArray(body.Photos) || body.Photos.some((p) => typeof p !== 'string'))
      throw new ApiError(400, "Photos must be a list of the photos' ImageFilePath.");
    const wanted = body.Photos as string[];
    await productExists(ctx.db, productNo);
    const staff = staffOf(request);
    const photos = await ctx.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM products WHERE product_no = $1 FOR UPDATE', [productNo]);
      const stored = await readPhotos(tx, productNo);
      const byPath = new Map(stored.map((p) => [p.ImageFilePath, p]));
      const list: Photo[] = [];
      for (const path of wanted) {
        const photo = byPath.get(path);
        if (!photo) throw new ApiError(400, `${path} is not a photo of product ${productNo}.`);
        if (list.includes(photo)) throw new ApiError(400, `${path} is listed twice.`);
        list.push(photo);
      }
      await storePhotos(tx, productNo, list);
      await writeAudit(tx, {
        staffNo: staff.staffNo,
        action: 'SetProductPhotos',
        entity: 'product',
        key: productNo,
        before: stored.map((p) => p.ImageFilePath),
        after: wanted,
        at: ctx.now(),
      });
      return list;
    });
    await ctx.catalog.reload();
    return { success: true, msg: 'Photos saved.', Photos: photos };
  });
}
