// The store form (docs/screens.md#store-admin, docs/domain.md#entities, docs/domain.md#store-form-checks): add, or edit the store of store-no.
// StoreMobile is required ('Please fill StoreMobile field.'); mobile and phone take at most 7 characters.
// Add: 'Store added successfully!' and the form starts again empty. Edit: the store is replaced in place,
// 'Store updated successfully!', then the list. Messages are snack bars (not alert()).
import { useState, type FormEvent } from 'react';
import { EMAIL_INVALID, STORE_ADDED, STORE_UPDATED } from '../../domain/messages.js';
import { isEmail, storeMessage } from '../../domain/validation.js';
import { showToast } from '../../state/toasts.js';
import { navigate, storeHref } from '../../runtime/links.js';
import { STORE_FIELD_GROUPS } from './store-fields.js';
import { StoreFieldInput } from './StoreFieldInput.js';
import { emptyStore, readStores, setFlash, upsertStore, writeStores, type StoreDraft } from './stores.js';
import { STORE_TEXTS } from './texts.js';

export function storeFormMessage(d: StoreDraft): string | null {
  return storeMessage(d) ?? (d.EmailID.trim() && !isEmail(d.EmailID) ? EMAIL_INVALID : null);
}

export function StoreForm({ storeNo }: { storeNo: number | undefined }) {
  const editing = storeNo !== undefined;
  const existing = editing ? readStores().find((s) => s.StoreNo === storeNo) : undefined;
  const [draft, setDraft] = useState<StoreDraft>(() => {
    if (!existing) return emptyStore();
    const { StoreNo: _no, ...rest } = existing;
    return rest;
  });
  const [error, setError] = useState<string | null>(null);

  if (editing && !existing) {
    return (
      <div className="notice" part="notice">
        <p>{STORE_TEXTS.notFound(storeNo)}</p>
        <p>
          <a href={storeHref('/storelist')}>Back to the store list</a> · <a href={storeHref('/store')}>Add New Store</a>
        </p>
      </div>
    );
  }

  const save = (e: FormEvent) => {
    e.preventDefault();
    const problem = storeFormMessage(draft);
    setError(problem);
    if (problem) return void showToast(problem, { ok: true });
    const clean = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as StoreDraft;
    const { stores } = upsertStore(readStores(), clean, storeNo);
    if (!writeStores(stores)) return void showToast(STORE_TEXTS.storageFailed, { ok: true });
    if (editing) {
      setFlash(STORE_UPDATED);
      showToast(STORE_UPDATED);
      navigate(storeHref('/storelist'));
    } else {
      showToast(STORE_ADDED);
      setDraft(emptyStore());
    }
  };

  return (
    <form className="store-form" part="form" onSubmit={save} noValidate>
      {STORE_FIELD_GROUPS.map((group) => (
        <fieldset key={group.title}>
          <legend>{group.title}</legend>
          <div className="fields">
            {group.fields.map((f) => (
              <StoreFieldInput key={f.key} field={f} value={draft[f.key]} onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))} />
            ))}
          </div>
        </fieldset>
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-buttons">
        <a href={storeHref('/storelist')}>Store list</a>
        <button type="submit">{editing ? 'Update Store' : 'Save Store'}</button>
      </div>
    </form>
  );
}
