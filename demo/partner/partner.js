// The partner's own analytics: the widgets' events bubble out of their shadow roots to document.
document.addEventListener('trini-add-to-cart', (e) => console.info('[partner] added to cart', e.detail));
document.addEventListener('trini-order-placed', (e) => {
  console.info('[partner] order placed', e.detail);
  document.getElementById('thanks').textContent = e.detail.orderNo ? 'Thank you! Your order number is ' + e.detail.orderNo + '.' : 'Thank you for your order!';
});
