// <trini-account-menu>: parts menu-bar, login, register, account-button, name, menu, logout, dialog, close,
// card (standalone), form, title, phone, error, continue, exit.
export const accountMenuCss = `
:host { display: inline-block; }
:host([standalone]) { display: block; }

.account-menu { display: flex; align-items: center; gap: 8px; }
.account-menu > button, .account-button { border-radius: 999px; padding: 0.45em 1em; font-size: 0.95em; white-space: nowrap; }
/* Icons keep their size when a crowded header squeezes the menu (the base sheet lets svg shrink). */
.account-menu svg { flex: none; max-width: none; }
.login-button svg { width: 18px; height: 18px; }

.user-menu { position: relative; }
.account-button { color: var(--_text); max-width: 16em; }
.account-button .name { overflow: hidden; text-overflow: ellipsis; }
.account-button svg:first-child { color: var(--_brand); flex: none; }
.menu {
  position: absolute; right: 0; top: calc(100% + 6px); z-index: 20;
  min-width: 200px; padding: 6px;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
  box-shadow: var(--_shadow);
}
.menu a, .menu button {
  display: block; width: 100%; padding: 0.55em 0.8em; border-radius: var(--_radius-small);
  color: var(--_text); text-align: left; font-weight: 500;
}
.menu a:hover, .menu a:focus-visible { background: var(--_surface-alt); text-decoration: none; }
.menu li + li:last-child { border-top: 1px solid var(--_border); margin-top: 4px; padding-top: 4px; }
.menu .logout { color: var(--_danger); justify-content: flex-start; }

@media (max-width: 599.98px) {
  .register-button { display: none; }
  .account-menu > .login-button, .account-button { padding: 7px; border-radius: 50%; }
  .login-button .label, .account-button .name {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .login-button svg { width: 22px; height: 22px; }
  .account-button svg:last-child { display: none; }
}

.auth-dialog {
  position: fixed;
  width: min(440px, calc(100vw - 24px)); max-height: calc(100dvh - 24px); overflow: auto;
  padding: 28px 24px 22px; border: 0; border-radius: 14px;
  background: var(--_surface); color: var(--_text);
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.3);
}
.auth-dialog::backdrop { background: rgba(18, 32, 20, 0.55); }
.auth-dialog[open] { animation: trini-pop 0.18s ease-out; }
@keyframes trini-pop { from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) { .auth-dialog[open] { animation: none; } }
.dialog-close { position: absolute; top: 10px; right: 10px; border-radius: 50%; color: var(--_muted); padding: 6px; }

.auth-card {
  max-width: 460px; margin: 0 auto; padding: 28px 24px 22px;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: 14px; box-shadow: var(--_shadow);
}
.signed-in { display: grid; gap: 16px; }

.auth-form { display: grid; gap: 14px; }
.auth-title { font-size: 1.4em; color: var(--_brand-dark); padding-right: 32px; }
.field label { font-weight: 600; font-size: 0.9em; margin-bottom: 4px; }
.field input:focus { border-color: var(--_brand); }
.hint { display: block; margin-top: 4px; color: var(--_muted); font-size: 0.8em; }
.phone { display: flex; }
.phone-prefix {
  display: flex; align-items: center; padding: 0 0.7em; flex: none;
  background: var(--_surface-alt); color: var(--_muted); font-weight: 600;
  border: 1px solid var(--_border); border-right: 0; border-radius: var(--_radius-small) 0 0 var(--_radius-small);
}
.phone input { border-radius: 0 var(--_radius-small) var(--_radius-small) 0; min-width: 0; }
.check { display: flex; gap: 10px; align-items: flex-start; font-size: 0.9em; }
.check input { margin-top: 3px; flex: none; }
.form-error p {
  padding: 8px 12px; border-left: 3px solid var(--_danger); border-radius: var(--_radius-small);
  background: #fdecea; font-size: 0.9em;
}
.notice { font-size: 0.82em; color: var(--_muted); }
.notice a { text-decoration: underline; }
.actions { display: flex; gap: 10px; flex-wrap: wrap; }
.actions > * { flex: 1 1 120px; padding: 0.7em 1em; }
.switch { text-align: center; font-size: 0.9em; color: var(--_muted); }
button.link { background: none; color: var(--_brand); padding: 0; font-weight: 600; text-decoration: underline; }
button.link:hover:not(:disabled) { background: none; color: var(--_brand-dark); }
.button-link {
  display: inline-flex; align-items: center; justify-content: center; border-radius: var(--_radius-small);
  background: var(--_brand); color: var(--_brand-contrast); font-weight: 600;
}
.button-link:hover { background: var(--_brand-dark); text-decoration: none; }
`;
