// The frame of the login and register forms (docs/screens.md#account-dialogs, docs/screens.md#messages): title, the caller's fields, the error area,
// Continue and Exit, and the switch to the other form; `useAuthSubmit` runs one submission at a time.
import { useState, type ReactNode } from 'react';
import { FormError } from './form-fields.js';

export interface AuthFormProps {
  titleId: string;
  onSuccess: () => void;
  onExit: () => void;
  onSwitch: () => void;
}

/** Nothing while a submission runs; a problem found before the call shows at once; a failed call is logged. */
export function useAuthSubmit(action: string) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (invalid: string | null, call: () => Promise<void>, failure: (err: unknown) => string) => {
    if (busy) return;
    if (invalid) return setError(invalid);
    setError('');
    setBusy(true);
    try {
      await call();
    } catch (err) {
      console.error(`[trini-account-menu] ${action} failed`, err);
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

interface AuthFormFrameProps extends Pick<AuthFormProps, 'titleId' | 'onExit' | 'onSwitch'> {
  title: string;
  busy: boolean;
  error: string;
  onSubmit: () => void;
  notice?: ReactNode; // below the error area
  switchPrompt: string; // 'No account?'
  switchLabel: string; // the other form's title
  children: ReactNode;
}

export function AuthFormFrame(props: AuthFormFrameProps) {
  const { title, titleId, busy, error, onSubmit, onExit, onSwitch, notice, switchPrompt, switchLabel, children } = props;
  return (
    <form
      className="auth-form"
      part="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-busy={busy}
    >
      <h2 id={titleId} className="auth-title" part="title">
        {title}
      </h2>
      {children}
      <FormError message={error} />
      {notice}
      <div className="actions">
        <button type="submit" className="continue" part="continue" disabled={busy}>
          {busy ? 'Please wait…' : 'Continue'}
        </button>
        <button type="button" className="secondary exit" part="exit" onClick={onExit}>
          Exit
        </button>
      </div>
      <p className="switch">
        {switchPrompt}{' '}
        <button type="button" className="link" onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </form>
  );
}
