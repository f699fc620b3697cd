import {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent} from 'react';
import {Form, useFetcher, useLocation} from 'react-router';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {localePath} from '~/lib/i18n';
import {imageUrl} from '~/lib/images';
import {formatMoney} from '~/lib/money';
import {cleanQuery, MAX_QUERY_LENGTH, PREDICTIVE_MIN_LENGTH, resultCount, searchHref} from '~/lib/search/search';
import type {PredictiveResults} from '~/lib/search/search.server';
import {useLocale} from '~/lib/useLocale';
import {visuallyHidden} from '~/styles/global.css';
import * as styles from './PredictiveSearch.css';

/** How long typing pauses before the predictive search asks (one request per pause, not per key). */
export const PREDICTIVE_DEBOUNCE_MS = 150;

interface Option {
  id: string;
  kind: 'product' | 'article' | 'page' | 'all';
  title: string;
  path: string;
  price?: string;
  image?: string | null;
}

type Answer = (PredictiveResults & {q: string}) | {error: string};

/**
 * The header's predictive search (decision 0078), loaded only when the search
 * opens: a combobox (WAI-ARIA APG, list autocomplete) whose listbox shows
 * products with price and image, articles and pages as the shopper types,
 * and a last option that opens the search page. Arrow keys move through the
 * options (aria-activedescendant, focus stays in the field), Enter follows the
 * active one's link or opens the search page, Escape closes the list, then the
 * search. Each option is its result's link (decision 0080).
 * A polite live region reads the counts out.
 */
export default function PredictiveSearch({id, onClose}: {id: string; onClose: (restoreFocus: boolean) => void}) {
  const locale = useLocale();
  const {pathname, search} = useLocation();
  const fetcher = useFetcher<Answer>();
  const [value, setValue] = useState('');
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const listboxId = useId();
  const optionPrefix = useId();
  const q = cleanQuery(value);

  useEffect(() => input.current?.focus(), []);

  // A navigation (an option chosen, the form sent) closes the search.
  const opened = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (`${pathname}${search}` !== opened.current) onClose(false);
  }, [pathname, search, onClose]);

  useEffect(() => {
    if (q.length < PREDICTIVE_MIN_LENGTH) return;
    const timer = setTimeout(() => {
      void fetcher.load(`${localePath('/api/search', locale)}?${new URLSearchParams({q})}`);
    }, PREDICTIVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // fetcher.load is stable enough; the query is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, locale]);

  const answer = fetcher.data && 'q' in fetcher.data && q.length >= PREDICTIVE_MIN_LENGTH ? fetcher.data : null;
  const options = useMemo((): Option[] => {
    if (!answer) return [];
    const money = (amount: number, currency: string) => formatMoney(amount, {code: locale.code, currency});
    return [
      ...answer.products.map((product, index) => ({
        id: `${optionPrefix}-p${index}`,
        kind: 'product' as const,
        title: product.title,
        path: product.path,
        price: product.price ? money(product.price.amount, product.price.currencyCode) : undefined,
        image: product.image?.url ?? null,
      })),
      ...answer.articles.map((article, index) => ({
        id: `${optionPrefix}-a${index}`,
        kind: 'article' as const,
        title: article.title,
        path: article.path,
      })),
      ...answer.pages.map((found, index) => ({
        id: `${optionPrefix}-g${index}`,
        kind: 'page' as const,
        title: found.title,
        path: found.path,
      })),
      {
        id: `${optionPrefix}-all`,
        kind: 'all' as const,
        title: `See all results for “${answer.q}”`,
        path: searchHref(answer.q),
      },
    ];
  }, [answer, locale.code, optionPrefix]);

  // A new answer starts the list over (state reset during render, not in an effect).
  const [seenOptions, setSeenOptions] = useState(options);
  if (seenOptions !== options) {
    setSeenOptions(options);
    setActive(-1);
    setListOpen(options.length > 0);
  }

  const expanded = listOpen && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      // As a click on the link: the router's Link navigates in the app.
      document.getElementById(activeOption.id)?.click();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setListOpen(false);
        setActive(-1);
      } else {
        onClose(true);
      }
    }
  };

  const counts = answer
    ? [
        resultCount(answer.products.length, 'product'),
        answer.articles.length ? resultCount(answer.articles.length, 'article') : '',
        answer.pages.length ? resultCount(answer.pages.length, 'page') : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const status =
    q.length < PREDICTIVE_MIN_LENGTH
      ? ''
      : fetcher.state === 'loading'
        ? ''
        : answer
          ? answer.products.length + answer.articles.length + answer.pages.length
            ? `${counts} for ${answer.q}. Use the up and down arrows to choose.`
            : `Nothing matches ${answer.q}. Press Enter to search anyway.`
          : '';

  const group = (kind: Option['kind'], label: string) => {
    const members = options.map((option, index) => ({option, index})).filter(({option}) => option.kind === kind);
    if (!members.length) return null;
    const labelId = `${optionPrefix}-${kind}`;
    return (
      <div role="group" aria-labelledby={labelId} className={styles.group}>
        <div id={labelId} role="presentation" className={styles.groupLabel}>
          {label}
        </div>
        {members.map(({option, index}) => optionItem(option, index))}
      </div>
    );
  };

  const optionItem = (option: Option, index: number) => (
    // The option is the result's link (decision 0080), never focused (WAI-ARIA APG combobox): the field's
    // arrow keys and Enter choose it, and tabIndex -1 keeps the field the search's one stop in the tab order.
    <LocaleLink
      to={option.path}
      tabIndex={-1}
      key={option.id}
      id={option.id}
      role="option"
      aria-selected={index === active}
      className={styles.option}
      data-testid="predictive-option"
      // Keeps focus in the field, so the combobox stays the focus of a click too.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => setActive(index)}
    >
      {option.kind === 'product' ? (
        option.image ? (
          <img
            className={styles.thumb}
            src={imageUrl(option.image, {width: 96, format: 'webp'})}
            alt=""
            width={48}
            height={36}
          />
        ) : (
          <span className={styles.thumb} />
        )
      ) : null}
      <span className={styles.optionText}>
        <span className={styles.optionTitle}>{option.title}</span>
        {option.price ? <span className={styles.optionPrice}>{option.price}</span> : null}
      </span>
    </LocaleLink>
  );

  return (
    <div
      id={id}
      ref={panel}
      className={styles.panel}
      data-testid="predictive-search"
      onBlur={(event) => {
        // Leaving the search for the page closes it (a click elsewhere, a Tab past its last control).
        // The toggle that controls it closes it by itself.
        const next = event.relatedTarget as HTMLElement | null;
        if (next?.getAttribute('aria-controls') === id) return;
        if (!panel.current?.contains(next)) onClose(false);
      }}
    >
      <Form method="get" action={localePath('/search', locale)} role="search" aria-label="Shop" className={styles.form}>
        <label htmlFor={`${id}-input`} className={visuallyHidden}>
          Search the shop
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className={styles.input}
          type="text"
          name="q"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Search rowers, accessories, articles"
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption?.id}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
        <button type="button" className={styles.close} onClick={() => onClose(true)}>
          Close<span className={visuallyHidden}> search</span>
        </button>
      </Form>
      <div id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.listbox} hidden={!expanded}>
        {group('product', 'Products')}
        {group('article', 'Articles')}
        {group('page', 'Pages')}
        {group('all', 'Search')}
      </div>
      <p role="status" aria-live="polite" className={visuallyHidden} data-testid="predictive-status">
        {status}
      </p>
    </div>
  );
}
