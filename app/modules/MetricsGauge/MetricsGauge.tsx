import {useEffect, useRef, useState} from 'react';
import {inlineVars} from '~/styles/inlineVars';
import {GAUGE_MAX} from '~/lib/content/content';
import {button} from '~/styles/button';
import {MOBILE_QUERY} from '../shared/media';
import {CmsImage} from '../shared/CmsImage';
import {ModuleHeader, Section} from '../shared/Section';
import type {ModuleExtras, ModuleMetricsGauge} from '../types';
import * as styles from './MetricsGauge.css';

/** A half-circle dial of the total score out of 1000. */
function Dial({score}: {score: number}) {
  const share = Math.min(1, Math.max(0, score / GAUGE_MAX));
  const length = Math.PI * 90;
  return (
    <svg
      className={styles.dial}
      viewBox="0 0 200 120"
      role="img"
      aria-label={`Total score ${score} out of ${GAUGE_MAX}`}
    >
      <path
        d="M10 110 A90 90 0 0 1 190 110"
        fill="none"
        stroke="rgba(255,255,255,0.25)"
        strokeWidth="14"
        strokeLinecap="round"
      />
      <path
        d="M10 110 A90 90 0 0 1 190 110"
        className={styles.dialFill}
        fill="none"
        strokeWidth="14"
        strokeLinecap="round"
        strokeDasharray={`${length * share} ${length}`}
      />
      <text x="100" y="100" textAnchor="middle" fill="currentColor" fontSize="40" fontFamily="inherit">
        {score}
      </text>
    </svg>
  );
}

/**
 * rules:content-fields metrics gauge: the total score and the first three stats (capped at
 * 1000 on the server), 'Keel Index' and the spec's description by default. A
 * stat's description is a tooltip on hover or focus on desktop; below 768px
 * a tap opens it in a dialog.
 */
export function MetricsGauge({
  module,
  anchor,
  extras,
}: {
  module: ModuleMetricsGauge;
  anchor: string;
  extras: ModuleExtras;
}) {
  const titleId = `${anchor}-title`;
  const gauge = extras.gauge;
  const [open, setOpen] = useState<string | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openStat = gauge?.stats.find((stat) => stat.id === open);
  useEffect(() => {
    if (!openStat) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openStat]);
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  if (!gauge) return null;
  return (
    <Section anchor={anchor} titleId={titleId} testId="metrics-gauge">
      <div className={styles.layout}>
        <div>
          <ModuleHeader id={titleId} eyebrow={module.subheading} title={module.heading} subtitle={module.bodyText} />
          <CmsImage asset={module.image} width={800} sizes="(width <= 768px) 100vw, 50vw" />
        </div>
        <div className={styles.card}>
          <h3 className={styles.heading}>{gauge.heading}</h3>
          <p>{gauge.description}</p>
          <Dial score={Math.min(GAUGE_MAX, Math.max(0, module.totalScore ?? 0))} />
          {module.badgeText ? <p className={styles.badge}>{module.badgeText}</p> : null}
          <ul className={styles.stats}>
            {gauge.stats.map((stat) => (
              <li key={stat.id} className={styles.stat}>
                <button
                  type="button"
                  className={styles.statButton}
                  aria-describedby={`${anchor}-${stat.id}-tip`}
                  onClick={(event) => {
                    if (!window.matchMedia(MOBILE_QUERY).matches) return;
                    opener.current = event.currentTarget;
                    setOpen(stat.id);
                  }}
                >
                  <span>{stat.label}</span>
                  <span>
                    {stat.value} / {GAUGE_MAX}
                  </span>
                  <span className={styles.bar} aria-hidden="true">
                    <span
                      className={styles.fill}
                      style={inlineVars({
                        [styles.fillWidth]: `${(stat.value / GAUGE_MAX) * 100}%`,
                        [styles.fillColor]: stat.color,
                      })}
                    />
                  </span>
                </button>
                <span id={`${anchor}-${stat.id}-tip`} role="tooltip" className={styles.tooltip}>
                  {stat.description}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {openStat ? (
        <div className={styles.dialog} role="dialog" aria-modal="false" aria-labelledby={`${anchor}-dialog-title`}>
          <p id={`${anchor}-dialog-title`} className={styles.dialogTitle}>
            {openStat.label}: {openStat.value} / {GAUGE_MAX}
          </p>
          <p>{openStat.description}</p>
          <button ref={closeRef} type="button" className={button({variant: 'PRIMARY', short: true})} onClick={close}>
            Close
          </button>
        </div>
      ) : null}
    </Section>
  );
}
