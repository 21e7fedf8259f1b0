// A product's photos in the editor: uploaded from the phone's camera roll or the desktop (one call per photo, so one
// bad file does not stop the others and its message names it), shown in their order; the first is the main image.
import { useState } from 'react';
import { AdminError, adminCall } from '../../api/admin.js';
import type { ProductPhoto } from '../../api/admin-products.js';
import { mediaUrl } from '../../runtime/links.js';
import { Message, messageOf, useAction } from '../admin-app/use-admin.js';

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic';

/** The product's photos and the calls that change them; each answer is the list as saved. */
function usePhotos(productNo: number, initial: ProductPhoto[]) {
  const [photos, setPhotos] = useState(initial);
  const { busy, message, run } = useAction();

  const upload = (files: File[]) =>
    run(async () => {
      const refused: string[] = [];
      for (const file of files) {
        try {
          const r = await adminCall<{ Photos: ProductPhoto[] }>('POST', 'AddProductPhoto', { query: { ProductNo: productNo }, file });
          setPhotos(r.Photos);
        } catch (error) {
          refused.push(`${file.name}: ${messageOf(error)}`);
        }
      }
      if (refused.length) throw new AdminError(400, refused.join(' '));
      return files.length === 1 ? 'Photo added.' : `${files.length} photos added.`;
    });
  const save = (next: ProductPhoto[], done: string) =>
    run(async () => {
      const r = await adminCall<{ Photos: ProductPhoto[] }>('POST', 'SetProductPhotos', {
        body: { ProductNo: productNo, Photos: next.map((p) => p.ImageFilePath) },
      });
      setPhotos(r.Photos);
      return done;
    });
  const move = (i: number, by: number) => {
    const next = [...photos];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    void save(next, 'Photo order saved.');
  };
  return { photos, busy, message, upload, save, move };
}

export function PhotoList({ productNo, photos: initial }: { productNo: number; photos: ProductPhoto[] }) {
  const { photos, busy, message, upload, save, move } = usePhotos(productNo, initial);
  return (
    <fieldset className="wide photos-editor">
      <legend>Photos</legend>
      <ol className="photo-list">
        {photos.map((p, i) => (
          <li key={p.ImageFilePath} className="photo">
            <img src={mediaUrl(p.ImageFilePathThumbnail)} alt={`View ${i + 1}${i === 0 ? ', shown first' : ''}`} width={96} height={96} />
            <span className="photo-buttons">
              <button type="button" className="ghost" disabled={busy || i === 0} onClick={() => move(i, -1)} aria-label={`Move photo ${i + 1} earlier`}>
                ↑
              </button>
              <button
                type="button"
                className="ghost"
                disabled={busy || i === photos.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move photo ${i + 1} later`}
              >
                ↓
              </button>
              <button
                type="button"
                className="ghost"
                disabled={busy}
                onClick={() =>
                  void save(
                    photos.filter((_, j) => j !== i),
                    'Photo removed.',
                  )
                }
              >
                Remove
              </button>
            </span>
          </li>
        ))}
      </ol>
      <label className="upload">
        Add photos (JPEG, PNG or WebP, up to 15 MB)
        <input
          type="file"
          name="photos"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={busy}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) void upload(files);
          }}
        />
      </label>
      <Message message={message} />
    </fieldset>
  );
}
