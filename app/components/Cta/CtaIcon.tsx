import {Icon, type IconName} from '~/components/Icon/Icon';

/** rules:layout-constants: the CTA icons, by their CMS names (24px grid, currentColor). */
const ICONS: Record<string, IconName> = {
  'Text Box': 'text-box',
  Cart: 'cart',
  Trash: 'trash',
  'Chevron Left': 'chevron-left',
  'Chevron Right': 'chevron-right',
  'Chevron Up': 'chevron-up',
  'Chevron Down': 'chevron-down',
  Arrow: 'arrow',
};

export function CtaIcon({name}: {name: string | undefined}) {
  const icon = name ? ICONS[name] : undefined;
  if (!icon) return null;
  return <Icon name={icon} size={18} strokeWidth="2" data-icon={name} />;
}
