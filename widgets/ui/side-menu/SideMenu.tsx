// <trini-side-menu> (docs/screens.md#page-shell slide-in side menu, docs/screens.md#panels): the menu button (narrow screens, or every
// width with `always`) flips $panels.menu; the panel is a native modal <dialog> sliding in from the left.
// The overlay, the close button, Escape, any entry or a search close it.
import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $panels, closeMenuPanel, toggleMenuPanel } from '../../state/panels.js';
import { MenuPanelContent } from './MenuPanelContent.js';
import { CloseIcon } from '../icons.js';
import { MenuIcon } from './icons.js';

export interface SideMenuProps {
  always: boolean; // show the menu button at every width
  label: string | undefined; // the button's accessible name, default 'Menu'
}

export function SideMenu({ always, label }: SideMenuProps) {
  // Only its own key: the cart panel opening must not render the whole menu again.
  const open = useStore($panels, { keys: ['menu'] }).menu;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={always ? 'menu-button ghost always' : 'menu-button ghost'}
        part="button"
        aria-label={label || 'Menu'}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => toggleMenuPanel()}
      >
        <MenuIcon />
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a click on the dialog itself is on its backdrop; keyboard users press Escape */}
      <dialog
        ref={dialog}
        className="panel"
        part="panel"
        aria-labelledby={titleId}
        onClose={() => {
          if ($panels.get().menu) closeMenuPanel(); // Escape closes natively; keep the store in step
        }}
        onClick={(e) => {
          // The dialog box is filled by its content, so a click on the dialog itself is on the overlay.
          if (e.target === e.currentTarget) closeMenuPanel();
        }}
      >
        <div className="panel-inner">
          <header className="panel-header" part="panel-header">
            <h2 id={titleId}>Menu</h2>
            <button type="button" className="ghost close" part="close" aria-label="Close menu" onClick={closeMenuPanel}>
              <CloseIcon size={22} />
            </button>
          </header>
          {open && <MenuPanelContent />}
        </div>
      </dialog>
    </>
  );
}
