// <trini-store-admin view="form|list" store-no>: the local store administration of docs/screens.md#store-admin. The data
// stays in this browser (localStorage 'stores'), and the page says so (docs/architecture.md#decisions).
import { StoreForm } from './StoreForm.js';
import { StoreList } from './StoreList.js';
import { STORE_TEXTS } from './texts.js';

export interface StoreAdminProps {
  view: string | undefined; // 'form' (default) or 'list'
  storeNo: number | undefined; // with view="form": edit this store
}

export function StoreAdmin({ view, storeNo }: StoreAdminProps) {
  const list = view === 'list';
  const title = list ? 'Stores' : storeNo !== undefined ? `Edit Store ${storeNo}` : 'Add New Store';
  return (
    <div className="store-admin" part="page">
      <h1 part="title">{title}</h1>
      <p className="kept-here" part="storage-note">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z" />
        </svg>
        {STORE_TEXTS.kept}
      </p>
      {list ? <StoreList /> : <StoreForm key={storeNo ?? 'new'} storeNo={storeNo} />}
    </div>
  );
}
