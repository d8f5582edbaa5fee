/** Page title: "route title - site name", or just the site name when the route has no title. */
export function buildTitle(routeTitle: string | null | undefined, siteName: string): string {
  const title = routeTitle?.trim() ?? '';
  const site = siteName.trim();
  if (title === '') return site;
  if (site === '') return title;
  return `${title} - ${site}`;
}
