import {LocaleLink} from '~/components/LocaleLink/LocaleLink';

/** spec 2: the package modal: the main product in the chosen colour, the secondary products and the total savings. */
export default function PackageView({props, close}: {props: Record<string, unknown>; close: () => void}) {
  const main = (props.main as string[] | undefined) ?? [];
  const secondary = (props.secondary as string[] | undefined) ?? [];
  return (
    <div data-testid="package-modal" style={{display: 'grid', gap: '1rem'}}>
      <ul>
        {[...main, ...secondary].map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      {props.savings ? <p style={{fontWeight: 600}}>Saving {String(props.savings)}</p> : null}
      <LocaleLink to={String(props.href ?? '/listings/bundles/')} onClick={close}>
        See the package
      </LocaleLink>
    </div>
  );
}
