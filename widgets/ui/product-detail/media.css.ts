// The media viewer: thumbnails in a vertical list beside the stage; at 600px or narrower the stage alone, with its
// arrows and counter (docs/screens.md#product-detail).
export const mediaCss = `
.media { display: grid; grid-template-columns: 82px minmax(0, 1fr); gap: 12px; align-items: start; min-width: 0; }
.media:not(:has(.thumbs)) { grid-template-columns: minmax(0, 1fr); }
.media-empty {
  display: grid; place-items: center; aspect-ratio: 1; background: var(--_surface-alt);
  border-radius: var(--_radius); color: var(--_muted);
}
.thumbs { display: flex; flex-direction: column; gap: 8px; max-height: 520px; overflow-y: auto; padding: 8px; }
/* (The padding leaves room for the focus ring, which the list's scrolling would otherwise clip.) */
.thumb {
  position: relative; flex: 0 0 auto; width: 66px; height: 66px; padding: 0; overflow: hidden;
  border: 2px solid var(--_border); border-radius: var(--_radius-small); background: var(--_surface);
}
.thumb:hover:not(:disabled) { background: var(--_surface); border-color: var(--_brand); }
.thumb.selected { border-color: var(--_brand); box-shadow: 0 0 0 1px var(--_brand); }
picture { display: contents; }
.thumb img { width: 100%; height: 100%; object-fit: cover; }
.play-mark {
  position: absolute; inset: 0; display: grid; place-items: center;
  background: rgba(0, 0, 0, 0.35); color: #fff; font-size: 20px;
}
.stage {
  position: relative; aspect-ratio: 1; overflow: hidden; border-radius: var(--_radius);
  background: var(--_surface-alt); border: 1px solid var(--_border);
}
.main-media { width: 100%; height: 100%; object-fit: contain; background: var(--_surface); }
.arrow {
  position: absolute; top: 50%; transform: translateY(-50%); width: 42px; height: 42px; padding: 0;
  border-radius: 50%; background: rgba(255, 255, 255, 0.92); color: var(--_text); border: 1px solid var(--_border);
  font-size: 28px; line-height: 1; box-shadow: var(--_shadow);
}
.arrow:hover:not(:disabled) { background: #fff; color: var(--_brand); }
.arrow:focus-visible { box-shadow: var(--_focus-halo); }
.arrow:disabled { opacity: 0.35; }
.arrow.prev { left: 10px; }
.arrow.next { right: 10px; }
.counter {
  position: absolute; left: 50%; top: 10px; transform: translateX(-50%); padding: 2px 10px;
  border-radius: 999px; background: rgba(0, 0, 0, 0.55); color: #fff; font-size: 0.75em;
}
@container detail (max-width: 600px) {
  .media { grid-template-columns: minmax(0, 1fr); }
  /* On a phone the stage is wider than tall and its arrows and counter stand for the thumbnails, so the name and the
     price come up onto the first screen, above the buy bar (buy.css.ts). */
  .stage { aspect-ratio: 4 / 3; }
  .thumbs { display: none; }
  .arrow { width: 36px; height: 36px; font-size: 24px; }
}
`;
