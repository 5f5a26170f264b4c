// Placeholder owned by the shell feature: replaced by the real footer.
export function SiteFooter() {
  return null;
}
