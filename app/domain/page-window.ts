/**
 * The page numbers to offer as links: always the first and last, the current one and its
 * neighbours; `null` stands for a gap ("…"). A few thousand rows stay a short row of links.
 */
export function pageWindow(current: number, pageCount: number, neighbours = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    const near = Math.abs(page - current) <= neighbours;
    if (page === 1 || page === pageCount || near) {
      pages.push(page);
    } else if (pages[pages.length - 1] !== null) {
      pages.push(null);
    }
  }
  // A gap that hides a single page shows that page instead.
  return pages.map((page, index) => {
    if (page !== null) return page;
    const before = pages[index - 1];
    const after = pages[index + 1];
    return typeof before === "number" && typeof after === "number" && after - before === 2 ? before + 1 : null;
  });
}
