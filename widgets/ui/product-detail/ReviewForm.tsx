// Write a Review (docs/screens.md#product-detail, docs/domain.md#review-checks, docs/screens.md#messages; docs/architecture.md#decisions: the form has a Title input, and a saved review does not
// touch the cart). Checked with the domain's reviewMessage, first failing message shown.
import { useState, type FormEvent } from 'react';
import { MOBILE_LENGTH, NAME_MAX, PHONE_PREFIX, RATING_MAX, REVIEW_MAX, REVIEW_TITLE_MAX } from '../../domain/constants.js';
import { ERROR_PREFIX } from '../../domain/messages.js';
import { reviewMessage } from '../../domain/validation.js';
import { saveReview } from '../../api/customer.js';
import { showToast } from '../../state/toasts.js';
import { RatingInput } from './RatingInput.js';
import { REVIEW_SAVED_FALLBACK, STORE_UNREACHABLE } from './texts.js';

const EMPTY = { mobile: '', name: '', title: '', comments: '', rating: RATING_MAX };

export function ReviewForm({ productNo, onSaved }: { productNo: number; onSaved: (message: string) => void }) {
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const review = {
      ProductNo: productNo,
      CustomerMobile: fields.mobile.trim(),
      CustomerName: fields.name.trim(),
      ReviewTitle: fields.title.trim(),
      Comments: fields.comments.trim(),
      Rating: fields.rating,
    };
    const invalid = reviewMessage(review);
    if (invalid) {
      setError(invalid);
      showToast(invalid);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await saveReview(review);
      if (result.success) {
        setFields(EMPTY);
        onSaved(result.msg || REVIEW_SAVED_FALLBACK);
      } else {
        const message = ERROR_PREFIX + result.msg;
        setError(message);
        showToast(message);
      }
    } catch (failure) {
      console.error('[trini-product-detail] review save failed', failure);
      setError(STORE_UNREACHABLE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="review-form" part="review-form" noValidate onSubmit={submit} aria-describedby={error ? 'review-error' : undefined}>
      <div className="form-grid">
        <MobileField value={fields.mobile} onChange={(mobile) => set('mobile', mobile)} />
        <label className="field">
          <span className="field-label">Name</span>
          <input name="name" autoComplete="name" maxLength={NAME_MAX} value={fields.name} onChange={(e) => set('name', e.target.value)} />
        </label>
      </div>
      <RatingInput value={fields.rating} onChange={(rating) => set('rating', rating)} />
      <label className="field">
        <span className="field-label">Title</span>
        <input name="title" maxLength={REVIEW_TITLE_MAX} value={fields.title} onChange={(e) => set('title', e.target.value)} />
      </label>
      <label className="field">
        <span className="field-label">Review</span>
        <textarea name="comments" rows={5} maxLength={REVIEW_MAX} value={fields.comments} onChange={(e) => set('comments', e.target.value)} />
        <span className="char-count" aria-hidden="true">
          {fields.comments.length}/{REVIEW_MAX}
        </span>
      </label>
      {error && (
        <p id="review-error" className="error form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="submit-review" part="review-submit" disabled={busy}>
        {busy ? 'Saving…' : 'Submit Review'}
      </button>
    </form>
  );
}

function MobileField({ value, onChange }: { value: string; onChange: (mobile: string) => void }) {
  return (
    <label className="field">
      <span className="field-label">Mobile</span>
      <span className="phone">
        <span className="phone-prefix" aria-hidden="true">
          {PHONE_PREFIX}
        </span>
        <input
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-local"
          maxLength={MOBILE_LENGTH}
          placeholder="7 digits"
          aria-label={`Mobile, ${PHONE_PREFIX} and 7 digits`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    </label>
  );
}
