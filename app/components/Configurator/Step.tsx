import type {Document} from '@contentful/rich-text-types';
import {isSwatchCrossed} from '~/lib/product/swatch';
import type {ReactNode} from 'react';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {ModalButton} from '~/components/Modal/ModalBridge';
import {RichText} from '~/components/RichText/RichText';
import {COLOR_STEP_ID, type ConfiguratorItem, type ConfiguratorStep} from '~/lib/configurator/model';
import {isSelected} from '~/lib/configurator/configuratorRules';
import type {SelectionState} from '~/lib/configurator/model';
import {configuratorEcommerceImage} from '~/lib/product/productImages';
import {formatMoney} from '~/lib/money';
import {useLocale} from '~/lib/useLocale';
import {visuallyHidden} from '~/styles/global.css';
import {inlineVars} from '~/styles/inlineVars';
import * as swatchStyles from '~/components/ColorPicker/ColorPicker.css';
import * as styles from './Configurator.css';

interface StepProps {
  step: ConfiguratorStep;
  state: SelectionState;
  onSelect: (item: ConfiguratorItem) => void;
  /** Headings sit under the configurator's own (h2 on a page, h3 in a modal). */
  level?: 2 | 3;
}

/**
 * One configurator step (rules:configurator-states, rules:configurator-fields): its full name, rich description, info
 * modal, FAQ link and warranty logo, then its items as native inputs
 * (radios for SINGLE_ITEM and SINGLE_ITEM_UNSELECT, checkboxes for MULTI_ITEM),
 * so the whole step works by keyboard. Collapsible steps can be folded.
 */
export function Step({step, state, onSelect, level = 2}: StepProps) {
  const body = (
    <>
      {step.description ? (
        <div
          className={`${styles.description} ${step.descriptionSize === 'Small' ? styles.descriptionSmall : step.descriptionSize === 'Large' ? styles.descriptionLarge : ''}`}
        >
          <RichText document={step.description as Document} />
        </div>
      ) : null}
      <StepLinks step={step} />
      {step.id === COLOR_STEP_ID ? (
        <ColorChoices step={step} state={state} onSelect={onSelect} />
      ) : (
        <ItemChoices step={step} state={state} onSelect={onSelect} />
      )}
    </>
  );
  const Heading = level === 2 ? 'h2' : 'h3';
  const title = step.fullName ?? step.title;
  if (step.collapsible) {
    return (
      <section id={`step-${step.id}`} className={styles.step} aria-label={title} data-testid={`step-${step.id}`}>
        {/* Starts open, so every choice is in view; the shopper can fold a long step away. */}
        <details open>
          <summary className={styles.summary}>
            <Heading className={`${styles.stepTitle} ${styles.summaryTitle}`}>{title}</Heading>
            <SelectedSummary step={step} state={state} />
          </summary>
          {body}
        </details>
      </section>
    );
  }
  return (
    <section id={`step-${step.id}`} className={styles.step} aria-label={title} data-testid={`step-${step.id}`}>
      <Heading className={styles.stepTitle}>{title}</Heading>
      {body}
    </section>
  );
}

function SelectedSummary({step, state}: {step: ConfiguratorStep; state: SelectionState}) {
  const count = (state[step.id]?.value ?? []).filter((item) => !item.isNoOption).length;
  return <span className={styles.itemMeta}>{count === 0 ? 'None selected' : `${count} selected`}</span>;
}

function StepLinks({step}: {step: ConfiguratorStep}) {
  const parts: ReactNode[] = [];
  const modal = step.modal;
  if (modal) {
    parts.push(
      <ModalButton
        key="info"
        kind="CONFIGURATOR"
        props={{...modal}}
        id={`step-info-${step.id}`}
        className={styles.linkButton}
      >
        About {(step.tabName ?? step.title).toLowerCase()}
      </ModalButton>,
    );
  }
  if (step.faqLink) {
    parts.push(
      step.faqLink.external ? (
        <a key="faq" href={step.faqLink.href} target="_blank" rel="noopener noreferrer">
          {step.faqLink.text}
        </a>
      ) : (
        <LocaleLink key="faq" to={step.faqLink.href}>
          {step.faqLink.text}
        </LocaleLink>
      ),
    );
  }
  if (step.warrantyLogo) {
    parts.push(
      <img
        key="logo"
        className={styles.logo}
        src={step.warrantyLogo.url}
        alt={step.warrantyLogo.alt}
        width={step.warrantyLogo.width}
        height={step.warrantyLogo.height}
        loading="lazy"
      />,
    );
  }
  return parts.length ? <div className={styles.links}>{parts}</div> : null;
}

function ItemPrice({item, hide}: {item: ConfiguratorItem; hide?: boolean}) {
  const locale = useLocale();
  if (hide || item.isNoOption) return <span className={styles.price} />;
  return (
    <span className={styles.price}>
      {item.price.full > item.price.total ? (
        <s className={styles.struck}>
          <span className={visuallyHidden}>Was </span>
          {formatMoney(item.price.full, locale)}
        </s>
      ) : null}
      {item.price.total === 0 ? 'Free' : formatMoney(item.price.total, locale)}
    </span>
  );
}

function ItemChoices({step, state, onSelect}: Omit<StepProps, 'level'>) {
  // rules:configurator-single-choice-radios: a single choice looks and reads as one (radios); only MULTI_ITEM takes several.
  const multiple = step.subType === 'MULTI_ITEM';
  const unselectable = step.subType === 'SINGLE_ITEM_UNSELECT';
  const title = step.fullName ?? step.title;
  return (
    <fieldset className={styles.choices}>
      <legend className={visuallyHidden}>
        {unselectable ? `${title} (optional: choose the selected one again to remove it)` : title}
      </legend>
      <ul className={styles.items}>
        {step.items.map((item) => {
          const checked = isSelected(state, step.id, item);
          const id = `item-${step.id}-${item.key}`;
          return (
            <li key={item.key}>
              <label
                htmlFor={id}
                className={`${styles.item} ${item.image ? styles.itemWithThumb : ''} ${item.available ? '' : styles.itemDisabled}`}
              >
                <input
                  id={id}
                  className={styles.control}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={multiple ? undefined : `step-${step.id}`}
                  value={item.key}
                  checked={checked}
                  // A sold-out item can stay checked (e.g. a sold-out default) but not be chosen.
                  disabled={!item.available && !checked}
                  onChange={() => onSelect(item)}
                  // rules:configurator-states SINGLE_ITEM_UNSELECT: choosing the selected item again clears it. A radio
                  // fires no change when it is already checked, but a click (or Space) it does.
                  onClick={unselectable && checked ? () => onSelect(item) : undefined}
                />
                {item.image ? (
                  // rules:configurator-fields: an item's picture is the configurator's 600x400 ecommerce image.
                  <img
                    className={styles.thumb}
                    src={configuratorEcommerceImage(item.image.url)}
                    alt=""
                    width={64}
                    height={48}
                    loading="lazy"
                  />
                ) : (
                  <span aria-hidden="true" />
                )}
                <span>
                  <span className={styles.itemTitle}>{item.title}</span>
                  {item.package ? (
                    <span className={styles.itemMeta}>
                      With {item.package.secondary.map((member) => member.title).join(', ')}
                    </span>
                  ) : null}
                  {!item.available ? (
                    <span className={`${styles.itemMeta} ${styles.soldOut}`}>{step.soldOutText ?? 'Sold out'}</span>
                  ) : null}
                </span>
                <ItemPrice item={item} hide={step.hidePrices} />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The colour picker (rules:configurator-states): 'Color:', the variant title, '+{difference}'
 * when there is one, and the in-stock or out-of-stock message; sold-out
 * colours are crossed (OOSAppearance CROSS) and cannot be chosen.
 */
function ColorChoices({step, state, onSelect}: Omit<StepProps, 'level'>) {
  const locale = useLocale();
  const selected = state[step.id]?.value[0] ?? step.items[0];
  if (!selected) return null;
  const difference = selected.price.variantDiffFromDefault ?? 0;
  return (
    <fieldset className={styles.choices}>
      <legend>
        Color: <span data-testid="configurator-color">{selected.variantTitle ?? selected.title}</span>
        {difference > 0 ? (
          <span className={`${styles.itemMeta} ${styles.colorDifference}`}>+{formatMoney(difference, locale)}</span>
        ) : null}
      </legend>
      <div className={`${swatchStyles.swatches} ${styles.swatchRow}`}>
        {step.items.map((item) => {
          const extra = item.price.variantDiffFromDefault ?? 0;
          const label = `${item.variantTitle ?? item.title}${extra > 0 ? `, +${formatMoney(extra, locale)}` : ''}${item.available ? '' : `, ${step.soldOutText ?? 'sold out'}`}`;
          return (
            <label key={item.key} className={swatchStyles.option}>
              <input
                type="radio"
                name={`configurator-${step.id}`}
                value={item.key}
                className={swatchStyles.input}
                checked={isSelected(state, step.id, item)}
                disabled={!item.available}
                onChange={() => onSelect(item)}
                aria-label={label}
              />
              <span
                className={`${swatchStyles.swatch} ${isSwatchCrossed(item.available, item.OOSAppearance) ? swatchStyles.crossed : ''}`}
                style={inlineVars({[swatchStyles.swatchColor]: item.swatch})}
                aria-hidden="true"
              />
            </label>
          );
        })}
      </div>
      <p role="status" className={styles.colorStock}>
        {selected.available ? (
          <span className={styles.inStock}>{selected.messages?.inStock ?? 'In stock'}</span>
        ) : (
          <span className={styles.soldOut}>{selected.messages?.oos ?? 'Out of stock'}</span>
        )}
      </p>
    </fieldset>
  );
}
