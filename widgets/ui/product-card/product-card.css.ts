// Product card styles (docs/screens.md#product-card), shared by every widget that renders cards (grid, cart lists).
// Parts: card, media, image, video, ribbon, sold-out, video-toggle, name, rating, price, list-price,
// free-delivery, add-button.
export const productCardCss = `
.card {
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 0;
  background: var(--_surface);
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  overflow: hidden;
  transition: box-shadow 0.2s ease, transform 0.2s ease;
}
.card:hover, .card:focus-within { box-shadow: var(--_shadow); }
.media {
  position: relative;
  aspect-ratio: 1 / 1;
  background: var(--_surface-alt);
  overflow: hidden;
}
.thumb, .media .video { display: block; width: 100%; height: 100%; }
picture { display: contents; }
.thumb img { width: 100%; height: 100%; object-fit: cover; transition: transform 0.3s ease; }
.card:hover .thumb img { transform: scale(1.04); }
.media .video { object-fit: contain; background: #000; }
.placeholder { width: 40%; height: 100%; margin: 0 auto; color: var(--_border); }
.ribbon, .sold-out {
  position: absolute;
  top: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.72em;
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.6;
  max-width: calc(100% - 16px);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  pointer-events: none;
}
.ribbon { left: 8px; background: var(--_accent); color: var(--_accent-contrast); }
.sold-out { right: 8px; background: var(--_text); color: var(--_surface); opacity: 0.85; }
.ribbon + .sold-out { top: 36px; }
.video-toggle {
  position: absolute;
  right: 8px;
  bottom: 8px;
  width: 40px;
  height: 40px;
  padding: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
}
.video-toggle:hover:not(:disabled) { background: rgba(0, 0, 0, 0.8); }
.video-toggle:focus-visible { box-shadow: var(--_focus-halo); }
.video-toggle[aria-pressed='true'] { top: 8px; bottom: auto; }
.video-toggle .icon { width: 22px; height: 22px; }
.body {
  display: flex;
  flex-direction: column;
  gap: 6px;
  flex: 1;
  padding: 10px 12px 12px;
}
.name { font-size: 0.95em; font-weight: 600; line-height: 1.3; }
.name a {
  color: var(--_text);
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: 2.6em;
}
.name a:hover { color: var(--_brand); text-decoration: none; }
.stars { display: inline-flex; align-items: center; gap: 1px; color: var(--_accent); }
.star { width: 15px; height: 15px; fill: none; stroke: currentColor; stroke-width: 1.6; }
.star.filled { fill: currentColor; }
.review-count { margin-left: 4px; font-size: 0.78em; color: var(--_muted); }
.prices { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 8px; }
.prices .price { font-size: 1.05em; }
.list-price { color: var(--_muted); font-size: 0.85em; }
.free-delivery {
  display: inline-flex;
  align-items: center;
  gap: 4px;
  align-self: flex-start;
  padding: 1px 8px;
  border-radius: 999px;
  background: var(--_surface-alt);
  color: var(--_brand-dark);
  font-size: 0.75em;
  font-weight: 600;
}
.free-delivery .icon { width: 16px; height: 16px; }
.add { margin-top: auto; width: 100%; padding: 0.6em 0.6em; font-size: 0.9em; }
.add.added { background: var(--_brand-dark); }
.card.compact { flex-direction: row; align-items: stretch; }
.card.compact .media { flex: 0 0 clamp(88px, 32%, 140px); aspect-ratio: auto; min-height: 110px; }
.card.compact .body { padding: 10px 12px; }
.card.compact .name a { min-height: 0; }
.card.compact .add { width: auto; align-self: flex-start; }
@media (prefers-reduced-motion: reduce) {
  .card, .thumb img { transition: none; }
  .card:hover .thumb img { transform: none; }
}
/* Skeleton while loading */
.card.skeleton .media, .skeleton .line {
  background: linear-gradient(90deg, var(--_surface-alt) 0%, #e6ede3 50%, var(--_surface-alt) 100%);
  background-size: 200% 100%;
  animation: trini-shimmer 1.3s linear infinite;
}
.skeleton .line { height: 0.9em; border-radius: var(--_radius-small); }
.skeleton .line.short { width: 45%; }
/* Each bar as tall as what it stands for: .name (two lines of 0.95em at 1.3), the rating (.review-count, 0.78em at
   1.4), .prices (1.05em at 1.4), .add (0.9em at 1.2, 0.6em padding, 1px border). */
.skeleton .line.name-line { height: 2.47em; }
.skeleton .line.stars-line { height: 1.092em; }
.skeleton .line.price-line { height: 1.47em; }
.skeleton .line.button { height: calc(2.16em + 2px); margin-top: auto; }
/* The standalone card's button, there before the product (CardSkeleton addButton): the look of .add. */
.stand-in {
  padding: 0.6em; border: 1px solid transparent; border-radius: var(--_radius-small);
  background: var(--_brand); color: var(--_brand-contrast); font-weight: 600; line-height: 1.2; text-align: center; cursor: pointer;
}
@keyframes trini-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .card.skeleton .media, .skeleton .line { animation: none; } }
`;

/** The standalone <trini-product-card>: a sensible width when dropped alone into a partner page. */
export const productCardElementCss = `
:host { max-width: var(--trini-card-max-width, 300px); }
:host([compact]) { max-width: var(--trini-card-max-width, 460px); }
/* Again inside: a page rule such as "* { all: unset }" beats :host (and makes the host inline). */
.trini-root { max-width: var(--trini-card-max-width, 300px); }
:host([compact]) .trini-root { max-width: var(--trini-card-max-width, 460px); }
.status { padding: 12px; border: 1px dashed var(--_border); border-radius: var(--_radius); color: var(--_muted); font-size: 0.9em; }
.status button { margin-top: 8px; }
${productCardCss}`;
