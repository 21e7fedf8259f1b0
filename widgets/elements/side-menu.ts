// <trini-side-menu always label="Menu">: the menu button and the slide-in side menu (spec §2.2).
import { defineWidget } from './define.js';
import { SideMenu } from '../ui/side-menu/SideMenu.js';
import { sideMenuCss } from '../ui/side-menu/side-menu.css.js';

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
