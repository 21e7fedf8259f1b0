// <trini-back-to-top>: part button. Fixed bottom-right above the page (the chat link sits bottom-left).
export const backToTopCss = `
:host { display: block; }
.back-to-top {
  position: fixed; right: var(--trini-back-to-top-right, 16px); bottom: var(--trini-back-to-top-bottom, 16px);
  z-index: var(--trini-back-to-top-z, 35);
  width: 48px; height: 48px; padding: 0; border-radius: 50%;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
  opacity: 0; visibility: hidden; transform: translateY(12px);
  transition: opacity 0.2s ease, transform 0.2s ease, visibility 0.2s, background-color 0.15s ease;
}
.back-to-top.shown { opacity: 1; visibility: visible; transform: none; }
/* The shared outline ring stays; the halo under it makes it show over any page colour. */
.back-to-top:focus-visible { box-shadow: var(--_focus-halo); }
@media (prefers-reduced-motion: reduce) { .back-to-top { transition: none; } }
`;
