/** spec 9: the CTA icons, drawn inline (24px grid, currentColor). */
const PATHS: Record<string, string> = {
  'Text Box': 'M4 5h16v12H8l-4 3zM8 9h8M8 13h5',
  Cart: 'M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M9.5 20a1 1 0 1 0 0-.01M17.5 20a1 1 0 1 0 0-.01',
  Trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  'Chevron Left': 'M15 5l-7 7 7 7',
  'Chevron Right': 'M9 5l7 7-7 7',
  'Chevron Up': 'M5 15l7-7 7 7',
  'Chevron Down': 'M5 9l7 7 7-7',
  Arrow: 'M4 12h15M13 6l6 6-6 6',
};

export function CtaIcon({name}: {name: string | undefined}) {
  const path = name ? PATHS[name] : undefined;
  if (!path) return null;
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={name}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
