// The store list (docs/screens.md#store-admin): StoreNo, StoreName, StoreMobile, IsOnline and an edit button per row,
// 'Add New Store', and 'No stores added yet.' when there are none.
import { useEffect, useState } from 'react';
import { NO_STORES } from '../../domain/messages.js';
import { PHONE_PREFIX } from '../../domain/constants.js';
import { showToast } from '../../state/toasts.js';
import { navigate, storeHref } from '../../runtime/links.js';
import { readStores, takeFlash } from './stores.js';

export function StoreList() {
  const [stores] = useState(readStores);
  useEffect(() => {
    const flash = takeFlash(); // e.g. 'Store updated successfully!' from the form that sent us here
    if (flash) showToast(flash);
  }, []);
  const add = (
    <button type="button" className="add-store" part="add-store" onClick={() => navigate(storeHref('/store'))}>
      Add New Store
    </button>
  );
  if (stores.length === 0) {
    return (
      <div className="empty" part="empty">
        <p>{NO_STORES}</p>
        {add}
      </div>
    );
  }
  return (
    <div className="store-list">
      <div className="list-head">{add}</div>
      <table className="stores" part="table">
        <caption className="visually-hidden">Stores kept in this browser</caption>
        <thead>
          <tr>
            <th scope="col">StoreNo</th>
            <th scope="col">StoreName</th>
            <th scope="col">StoreMobile</th>
            <th scope="col">IsOnline</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {stores.map((s) => (
            <tr key={s.StoreNo} part="row">
              <td data-label="StoreNo">{s.StoreNo}</td>
              <th scope="row" data-label="StoreName">
                {s.StoreName || '—'}
              </th>
              <td data-label="StoreMobile">{s.StoreMobile ? `${PHONE_PREFIX} ${s.StoreMobile}` : '—'}</td>
              <td data-label="IsOnline">{s.IsOnline ? 'Yes' : 'No'}</td>
              <td className="action">
                <button
                  type="button"
                  className="secondary edit"
                  aria-label={`Edit store ${s.StoreNo}${s.StoreName ? `, ${s.StoreName}` : ''}`}
                  onClick={() => navigate(storeHref(`/store/${s.StoreNo}`))}
                >
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
