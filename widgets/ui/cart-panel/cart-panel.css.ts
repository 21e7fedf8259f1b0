// The slide-in cart panel: PANEL_WIDTH_PX (350px) wide at the right, full width under 752px, with an
// overlay. The modal <dialog> lives in the top layer, so viewport media queries apply here.
// Parts: panel, header, close-button, list, line, line-name, stepper, minus, quantity, plus, line-price,
// remove-button, total, view-cart, checkout, empty, continue.
import { PANEL_FULL_WIDTH_BELOW_PX, PANEL_WIDTH_PX } from '../../domain/constants.js';
import { stepperCss } from '../shared/stepper.css.js';

export const cartPanelCss = `
:host { display: contents; }
.panel {
  position: fixed;
  inset: 0 0 0 auto;
  width: ${PANEL_WIDTH_PX}px;
  max-width: 100vw;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: var(--_surface);
  color: var(--_text);
  box-shadow: -4px 0 24px rgba(0, 0, 0, 0.18);
  overflow: hidden;
}
.panel[open] { animation: trini-slide-in 0.25s ease-out; }
.panel::backdrop { background: rgba(20, 30, 20, 0.5); }
@keyframes trini-slide-in { from { transform: translateX(100%); } to { transform: none; } }
@media (max-width: ${PANEL_FULL_WIDTH_BELOW_PX - 0.02}px) { .panel { width: 100vw; } }
@media (prefers-reduced-motion: reduce) { .panel[open] { animation: none; } }
.panel-inner { display: flex; flex-direction: column; height: 100%; }
.panel-header {
  display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 14px 16px;
  border-bottom: 1px solid var(--_border);
  background: var(--_surface-alt);
}
.title { font-size: 1.1em; }
.count { font-weight: 400; color: var(--_muted); font-size: 0.9em; }
.close { width: 40px; height: 40px; border-radius: 50%; }
.icon { width: 22px; height: 22px; }
.lines { flex: 1; overflow-y: auto; overscroll-behavior: contain; padding: 4px 16px; }
.line {
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: start;
  padding: 12px 0;
  border-bottom: 1px solid var(--_border);
}
.line:last-child { border-bottom: 0; }
.line-image {
  display: block; width: 64px; height: 64px;
  border-radius: var(--_radius-small);
  background: var(--_surface-alt);
  overflow: hidden;
}
.line-image img { width: 100%; height: 100%; object-fit: cover; }
.line-name {
  color: var(--_text);
  font-weight: 600;
  font-size: 0.92em;
  line-height: 1.3;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
}
.line-name:hover { color: var(--_brand); }
.line-option { margin-top: 2px; font-size: 0.8em; color: var(--_muted); }
.line-price { display: flex; justify-content: space-between; align-items: center; gap: 8px; margin-top: 6px; font-size: 0.9em; }
${stepperCss}
.remove { width: 36px; height: 36px; border-radius: 50%; color: var(--_muted); }
.remove:hover:not(:disabled) { color: var(--_danger); }
.remove .icon { width: 20px; height: 20px; }
.panel-footer { padding: 14px 16px 18px; border-top: 1px solid var(--_border); background: var(--_surface); }
.total { display: flex; justify-content: space-between; font-weight: 600; margin-bottom: 6px; }
.total.freight { font-weight: 400; }
.total .later { color: var(--_muted); }
.total.to-pay { margin-bottom: 12px; }
.actions { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.actions > :only-child { grid-column: 1 / -1; }
.empty { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; padding: 24px; text-align: center; }
.empty-icon { width: 56px; height: 56px; color: var(--_brand); opacity: 0.6; }
.empty-title { font-size: 1.15em; font-weight: 600; }
.empty-text { color: var(--_muted); margin-bottom: 8px; }
.button-link {
  display: inline-flex; align-items: center; justify-content: center;
  padding: 0.65em 1.1em;
  border: 1px solid var(--_brand);
  border-radius: var(--_radius-small);
  background: var(--_brand);
  color: var(--_brand-contrast);
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
}
.button-link:hover { background: var(--_brand-dark); text-decoration: none; }
.button-link.secondary { background: var(--_surface); color: var(--_brand); }
.button-link.secondary:hover { background: var(--_surface-alt); }
`;
