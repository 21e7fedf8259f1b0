// Registration (docs/screens.md#account-dialogs, docs/domain.md#session, docs/domain.md#registration-checks, docs/screens.md#messages): fixed +1(868) prefix, Mobile,
// Name, Email (optional), Password, Confirm Password and the ownership/notifications checkbox. The docs/domain.md#registration-checks
// messages show one at a time, in order, in the form's error area.
import { useState } from 'react';
import { register } from '../../api/customer.js';
import { ApiError } from '../../api/client.js';
import { registrationMessage } from '../../domain/validation.js';
import { CONNECT_ERROR, ERROR_PREFIX } from '../../domain/messages.js';
import { PASSWORD_HINT } from '../../domain/password-policy.js';
import { login as startSession } from '../../state/session.js';
import { showToast } from '../../state/toasts.js';
import { AuthFormFrame, useAuthSubmit, type AuthFormProps } from './AuthForm.js';
import { MobileField, TextField } from './form-fields.js';
import { $shop } from '../../state/shop.js';
import { DEFAULT_SHOP_SETTINGS } from '../../domain/shop-settings.js';

export const registrationSuccessMessage = (name: string, shopName: string) => `Welcome to ${shopName}, ${name.trim()}! Your account has been created.`;

const emptyForm = { mobile: '', name: '', email: '', password: '', confirm: '', ownsMobile: false };
type RegisterFields = typeof emptyForm;

interface RegisterFormProps extends AuthFormProps {
  /** The account exists but its token was not usable: the visitor logs in instead. */
  onNeedsLogin: () => void;
}

export function RegisterForm({ titleId, onSuccess, onExit, onSwitch, onNeedsLogin }: RegisterFormProps) {
  const [form, setForm] = useState<RegisterFields>(emptyForm);
  const { error, setError, busy, run } = useAuthSubmit('registration');
  const set =
    <K extends keyof RegisterFields>(key: K) =>
    (value: RegisterFields[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  function submit() {
    const payload = {
      CustomerName: form.name.trim(),
      Address: '',
      Mobile1: form.mobile,
      EmailID: form.email.trim(),
      NewPassword: form.password,
      ConfirmPassword: form.confirm,
      ConfirmMobile: form.ownsMobile,
    };
    return run(
      registrationMessage(payload),
      async () => {
        const result = await register(payload);
        if (!result.success) return setError(ERROR_PREFIX + result.msg);
        showToast(registrationSuccessMessage(payload.CustomerName, $shop.get()?.name ?? DEFAULT_SHOP_SETTINGS.name));
        if (startSession(result.jwt)) onSuccess();
        else onNeedsLogin();
      },
      (err) => {
        setForm(emptyForm);
        return ERROR_PREFIX + (err instanceof ApiError ? err.message : CONNECT_ERROR);
      },
    );
  }

  return (
    <AuthFormFrame
      title="Register"
      {...{ titleId, busy, error, onExit, onSwitch }}
      onSubmit={() => void submit()}
      switchPrompt="Have an account?"
      switchLabel="Login"
    >
      <MobileField value={form.mobile} onChange={set('mobile')} />
      <TextField label="Name" name="name" autoComplete="name" maxLength={100} required value={form.name} onChange={set('name')} />
      <TextField label="Email (optional)" name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} />
      <TextField
        label="Password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        value={form.password}
        onChange={set('password')}
      />
      <TextField
        label="Confirm Password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={form.confirm}
        onChange={set('confirm')}
      />
      <label className="check">
        <input type="checkbox" name="owns-mobile" checked={form.ownsMobile} onChange={(e) => set('ownsMobile')(e.currentTarget.checked)} />
        <span>This is my mobile number and I agree to its use for account notifications.</span>
      </label>
    </AuthFormFrame>
  );
}
