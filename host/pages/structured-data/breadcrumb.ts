// BreadcrumbList: the same trail the page shows (Home / ... / this page), links as absolute URLs.

export interface Crumb {
  name: string;
  /** Site path of the crumb's link; absent for the current page (shown as text, not a link). */
  path?: string;
}

export function breadcrumbLd(base: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path ? { item: base + c.path } : {}),
    })),
  };
}
