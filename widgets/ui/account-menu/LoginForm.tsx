// Login (docs/screens.md#account-dialogs, docs/domain.md#session, docs/screens.md#messages): Mobile and Password, Continue and Exit, the conditions-of-use and
// privacy notice, and an error area. A token is accepted only if present and not expired; otherwise
// nothing happens and the form stays as it is.
import { useState } from 'react';
import { login as requestLogin } from '../../api/customer.js';
import { ApiError } from '../../api/client.js';
import { loginMessage } from '../../domain/validation.js';
import { CONNECT_ERROR } from '../../domain/messages.js';
import { login as startSession } from '../../state/session.js';
import { links } from '../../runtime/links.js';
import { AuthFormFrame, useAuthSubmit, type AuthFormProps } from './AuthForm.js';
import { MobileField, TextField } from './form-fields.js';

export type { AuthFormProps } from './AuthForm.js';

/** docs/screens.md#messages: the server's error text is shown with its quotes removed (apostrophes inside words stay). */
export function withoutQuotes(text: string): string {
  return text.replace(/"/g, '').trim();
}

export function LoginForm({ titleId, onSuccess, onExit, onSwitch }: AuthFormProps) {
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, busy, run } = useAuthSubmit('login');

  const submit = () =>
    run(
      loginMessage({ Mobile: mobile, Password: password }),
      async () => {
        const result = await requestLogin(mobile, password);
        if (!result.success) setError(withoutQuotes(result.msg));
        else if (startSession(result.Token)) onSuccess();
      },
      (err) => (err instanceof ApiError ? withoutQuotes(err.message) : CONNECT_ERROR),
    );

  const notice = (
    <p className="notice">
      By continuing, you agree to our{' '}
      <a href={links.page('termsandcondition')} target="_blank" rel="noopener">
        Conditions of Use
      </a>{' '}
      and{' '}
      <a href={links.page('privacypolicy')} target="_blank" rel="noopener">
        Privacy Notice
      </a>
      .
    </p>
  );
  return (
    <AuthFormFrame
      title="Login"
      {...{ titleId, busy, error, onExit, onSwitch, notice }}
      onSubmit={() => void submit()}
      switchPrompt="No account?"
      switchLabel="Register"
    >
      <MobileField value={mobile} onChange={setMobile} />
      <TextField label="Password" type="password" name="password" autoComplete="current-password" value={password} onChange={setPassword} />
    </AuthFormFrame>
  );
}
