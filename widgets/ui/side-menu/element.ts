import { defineWidget } from '../define.js';
import { SideMenu } from './SideMenu.js';
import { sideMenuCss } from './side-menu.css.js';

/**
 * The menu button and the slide-in side menu.
 *
 * @csspart account
 * @csspart button
 * @csspart categories
 * @csspart close
 * @csspart entries
 * @csspart panel
 * @csspart panel-header
 * @csspart search
 * @cssprop [--trini-side-menu-button-color=var(--trini-text)] - The menu icon.
 */
export default defineWidget({
  tag: 'trini-side-menu',
  attributes: {
    /** Show the menu button at every width (default: narrow screens only). */
    always: 'boolean',
    /** Accessible name of the menu button (default "Menu"). */
    label: 'string',
  },
  css: sideMenuCss,
  component: SideMenu,
});
