/**
 * Jump links (rules:content-fields, rules:layout-constants): where a jump-link target scrolls to (140px
 * below the top), and how a jump-link list is read. The jump button's own
 * rules are in `jumpButton.ts`.
 */

/** rules:layout-constants: jump links scroll their target to 140px below the top. */
export const JUMP_OFFSET_PX = 140;

/** The document scroll position that puts an element `offset` px below the top. */
export function jumpScrollTop(elementTop: number, scrollY: number, offset = JUMP_OFFSET_PX): number {
  return Math.max(0, Math.round(scrollY + elementTop - offset));
}

/** The element id a '#id' link points at, or null for anything else. */
export function anchorId(href: string): string | null {
  const match = /^#([\w-]+)$/.exec(href.trim());
  return match?.[1] ?? null;
}

/**
 * rules:content-fields: a jumpLinkTarget with more than one comma-separated target
 * is a jump-link list of '#{id}' anchors, labelled by the hyphenated id in
 * title case.
 */
export function jumpLinks(jumpLinkTarget: string | null | undefined): Array<{href: string; label: string}> | null {
  const targets = (jumpLinkTarget ?? '')
    .split(',')
    .map((target) => target.trim().replace(/^#/, ''))
    .filter(Boolean);
  if (targets.length <= 1) return null;
  return targets.map((id) => ({
    href: `#${id}`,
    label: id
      .split('-')
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
  }));
}
