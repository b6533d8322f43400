/**
 * Where a siteskin sits (spec public §9): its top 90 px down, plus 30 when a CMS user is logged
 * in (the editors' toolbar) and 45 when the primary header menu has links; its columns 650 px
 * from the page's centre (699 when logged in).
 */
export function skinOffsets({
  cmsUserLoggedIn,
  primaryMenuHasLinks,
}: {
  cmsUserLoggedIn: boolean;
  primaryMenuHasLinks: boolean;
}): { top: number; columns: number } {
  return {
    top: 90 + (cmsUserLoggedIn ? 30 : 0) + (primaryMenuHasLinks ? 45 : 0),
    columns: cmsUserLoggedIn ? 699 : 650,
  };
}
