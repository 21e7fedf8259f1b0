// The share preview on /demo: pick a product and see the card a chat app or a social network
// shows for its link. Like their crawlers, it fetches the product page itself and reads the page's own tags
// (og:title, og:description, og:image, ...): nothing here is recomputed from the catalogue.

const form = document.getElementById('share-form');
const picker = document.getElementById('share-product');
const numberInput = document.getElementById('share-product-no');
const preview = document.getElementById('share-preview');
const tags = document.getElementById('share-tags');

const TAGS = [
  'og:title',
  'og:description',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:type',
  'og:image:alt',
  'og:url',
  'og:site_name',
  'og:type',
  'twitter:card',
];

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else node.setAttribute(k, String(v));
  }
  node.append(...children);
  return node;
}

/** Every product, in pages of 100 (the API's largest page), sorted by name. */
async function loadProducts() {
  const all = [];
  for (let page = 1; page <= 20; page++) {
    const res = await fetch(`/api/trini/GetProducts?SearchText=&MaxRecords=100&PageNo=${page}`, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`GetProducts answered ${res.status}`);
    const list = await res.json();
    all.push(...list);
    if (list.length < 100) break;
  }
  return all.sort((a, b) => a.ProductName.localeCompare(b.ProductName));
}

/** The page's tags, read from its HTML as a crawler reads them. */
async function pageTags(productNo) {
  const res = await fetch(`/productdetails/${encodeURIComponent(productNo)}`, { headers: { accept: 'text/html' } });
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  const read = (key) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? '';
  return { status: res.status, title: doc.title, values: Object.fromEntries(TAGS.map((k) => [k, read(k)])) };
}

function card(values) {
  const host = values['og:url'] ? new URL(values['og:url']).host : location.host;
  const image = el('img', {
    class: 'share-card__image',
    src: values['og:image'],
    alt: values['og:image:alt'] || '',
    width: values['og:image:width'] || 1200,
    height: values['og:image:height'] || 630,
  });
  return el(
    'article',
    { class: 'share-card', 'aria-label': 'Link preview' },
    image,
    el(
      'div',
      { class: 'share-card__text' },
      el('p', { class: 'share-card__site', text: host.toUpperCase() }),
      el('p', { class: 'share-card__title', text: values['og:title'] }),
      el('p', { class: 'share-card__description', text: values['og:description'] }),
    ),
  );
}

let shown = 0;
async function show(productNo) {
  const ticket = ++shown;
  preview.setAttribute('aria-busy', 'true');
  try {
    const page = await pageTags(productNo);
    if (ticket !== shown) return;
    if (page.status !== 200 || !page.values['og:image']) {
      preview.replaceChildren(el('p', { class: 'share-missing', text: `/productdetails/${productNo} answered ${page.status}: no preview.` }));
      tags.replaceChildren();
      return;
    }
    preview.replaceChildren(card(page.values));
    tags.replaceChildren(...TAGS.flatMap((k) => [el('dt', {}, el('code', { text: k })), el('dd', { text: page.values[k] || '(none)' })]));
    preview.dataset.productNo = String(productNo);
  } finally {
    if (ticket === shown) preview.removeAttribute('aria-busy');
  }
}

form.addEventListener('submit', (e) => e.preventDefault());
picker.addEventListener('change', () => {
  numberInput.value = picker.value;
  show(picker.value);
});
numberInput.addEventListener('change', () => {
  const no = numberInput.value.trim();
  if (!/^\d{1,9}$/.test(no)) return;
  picker.value = [...picker.options].some((o) => o.value === no) ? no : '';
  show(no);
});

loadProducts()
  .then((products) => {
    picker.replaceChildren(...products.map((p) => el('option', { value: p.ProductNo, text: `${p.ProductName} (#${p.ProductNo})` })));
    const first = products.find((p) => p.ProductNo === 18) ?? products[0];
    if (!first) return;
    picker.value = String(first.ProductNo);
    numberInput.value = picker.value;
    picker.disabled = false;
    return show(first.ProductNo);
  })
  .catch((err) => preview.replaceChildren(el('p', { class: 'share-missing', text: `Could not load the products: ${err.message}` })));
