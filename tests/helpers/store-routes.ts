// One path for each screen of the store's route table (host/pages/routes.ts), as the route walks visit them
// (accessibility, floating buttons); each walk adds the states it needs besides.
export const STORE_ROUTES = [
  '/',
  '/productdetails/18',
  '/wishlist',
  '/checkout',
  '/search/oil',
  '/csearch/Hair%20Care',
  '/category',
  '/category/1',
  '/success',
  '/login',
  '/register',
  '/placeorder/18',
  '/fborder/19/21',
  '/account',
  '/editaccountinfo',
  '/changepassword',
  '/orderhistory',
  '/productreturn',
  '/ordertrack',
  '/store',
  '/storelist',
  '/deliverypolicy',
  '/termsandcondition',
  '/aboutus',
  '/ourservices',
  '/privacypolicy',
  '/no-such-page',
] as const;

/** The account pages (widgets/ui/account-page) send a signed-out shopper to /login; order tracking and returns do not. */
export const TO_LOGIN_SIGNED_OUT: ReadonlySet<string> = new Set(['/account', '/editaccountinfo', '/changepassword', '/orderhistory', '/orderdetail?OrderNo=1']);
