import { html } from '../html.js';
import type { ShopSettings } from '../../../widgets/domain/shop-settings.js';
import { legalNameOf } from '../../../widgets/domain/shop-settings.js';

export const termsAndConditions = (shop: ShopSettings) => ({
  title: 'Terms and Conditions',
  description: `The terms of use of the ${shop.name} online store: buyers, sellers, payment, conduct and liability.`,
  body: html`
<h2>The platform</h2>
<p>This store is a platform where buyers and sellers meet. The contract of sale for any item is strictly between the buyer and the seller. ${legalNameOf(shop)} ("the company") provides the platform and, with its logistics partner, the delivery service.</p>
<h2>Users and members</h2>
<p>Anyone may browse and order as a guest. Registered members are authorised to transact with the account details they provide and are responsible for keeping their password safe.</p>
<h2>Listings</h2>
<p>A listing may end when another user buys the item, when the lister ends it, or when it expires after a set period.</p>
<h2>Payment</h2>
<p>Payment may be made on billing (through the authorised payment gateway, or by cash, cheque or draft deposited into the company's bank account) or on delivery (cash or other permitted methods such as a point-of-sale terminal), at the seller's option. Payments are handled through a nodal bank arrangement under the rules of the Central Bank of Trinidad and Tobago. Deposits must be made within 3 days of ordering.</p>
<h2>Rules of conduct</h2>
<ul>
  <li>No prohibited items, and no items also listed on other sites.</li>
  <li>No promoting other websites and no advertising.</li>
  <li>No price manipulation and no unauthorised access to data.</li>
  <li>No disclosing other users' information without their consent.</li>
  <li>No "double dipping" in disputes.</li>
  <li>Feedback must be factual, and not defamatory or obscene.</li>
</ul>
<p>Violations can lead to termination of access without notice and removal of content. Users keep their own backups of anything they post.</p>
<h2>Disputes and refunds</h2>
<p>The company does not mediate disputes between buyers and sellers. Refund claims are the seller's account.</p>
<h2>Liability</h2>
<p>The company's liability is limited to the fees paid to it.</p>
<h2>Changes</h2>
<p>We give 30 days' notice of substantial changes to these terms.</p>
<h2>User agreement</h2>
<p>By using this store you agree to these terms. This is the end of the user agreement.</p>`,
});
