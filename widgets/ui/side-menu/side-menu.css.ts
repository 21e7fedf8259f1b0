// <trini-side-menu>: parts button, panel, panel-header, close, search, entries, categories, account.
// Panel PANEL_WIDTH_PX (350px) wide, full width under 752px; the button shows at 992px or less unless `always`.
import { CATEGORY_BAR_HIDDEN_AT_PX, PANEL_FULL_WIDTH_BELOW_PX, PANEL_WIDTH_PX } from '../../domain/constants.js';

export const sideMenuCss = `
:host { display: inline-block; }
.menu-button { padding: 6px; border-radius: 50%; color: var(--trini-side-menu-button-color, var(--_text)); }
.menu-button svg { flex: none; max-width: none; } /* keeps its size in a crowded header */
@media (min-width: ${CATEGORY_BAR_HIDDEN_AT_PX + 0.02}px) { .menu-button:not(.always) { display: none; } }

.panel {
  position: fixed; inset: 0 auto 0 0; margin: 0;
  width: ${PANEL_WIDTH_PX}px; max-width: 100%; height: 100%; max-height: none;
  padding: 0; border: 0; border-radius: 0;
  background: var(--_surface); color: var(--_text);
  box-shadow: 4px 0 24px rgba(0, 0, 0, 0.2);
}
@media (max-width: ${PANEL_FULL_WIDTH_BELOW_PX - 0.02}px) { .panel { width: 100%; } }
.panel::backdrop { background: rgba(18, 32, 20, 0.5); }
.panel[open] { animation: trini-slide-in 0.25s ease-out; }
@keyframes trini-slide-in { from { transform: translateX(-100%); } to { transform: none; } }
@media (prefers-reduced-motion: reduce) { .panel[open] { animation: none; } }

.panel-inner { display: flex; flex-direction: column; height: 100%; overflow-y: auto; }
.panel-header {
  display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 14px 16px; background: var(--_brand); color: var(--_brand-contrast);
}
.panel-header h2 { font-size: 1.15em; }
.panel-header .close { color: inherit; border-radius: 50%; padding: 6px; }
.panel-header .close:hover:not(:disabled) { background: rgba(255, 255, 255, 0.15); }

.panel-nav { display: flex; flex-direction: column; gap: 8px; padding: 16px; flex: 1; }
.search { display: flex; margin-bottom: 8px; }
.search input { border-radius: 999px 0 0 999px; border-right: 0; min-width: 0; }
.search input:focus { border-color: var(--_brand); }
.search button { border-radius: 0 999px 999px 0; padding: 0.5em 0.9em; }
.group-title {
  margin-top: 8px; padding: 0 12px; font-size: 0.78em; letter-spacing: 0.06em; text-transform: uppercase;
  color: var(--_muted);
}
.entries a {
  display: block; padding: 0.7em 12px; border-radius: var(--_radius-small);
  color: var(--_text); font-weight: 500;
}
.entries a:hover, .entries a:focus-visible { background: var(--_surface-alt); color: var(--_brand-dark); text-decoration: none; }
.account {
  display: flex; flex-wrap: wrap; gap: 10px; margin-top: auto; padding-top: 16px;
  border-top: 1px solid var(--_border);
}
.account > button, .account-link { flex: 1 1 120px; padding: 0.65em 1em; border-radius: 999px; }
.account-link {
  display: inline-flex; align-items: center; justify-content: center;
  border: 1px solid var(--_brand); font-weight: 600;
}
.account-link:hover { background: var(--_surface-alt); text-decoration: none; }
.greeting { flex-basis: 100%; font-weight: 600; color: var(--_brand-dark); }
`;
