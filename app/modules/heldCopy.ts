import {afterFirstFrame} from '~/lib/lazy/afterFirstFrame';

/**
 * Decision 0158: the server sends each held module's HTML inside a `<template data-held-copy>` in its
 * wrapper, so the first frame styles and lays out only what is above the fold. `HeldModule` opens a
 * module's template itself before it copies the module's HTML, in case hydration reaches it first.
 */
export function openHeldCopies(root: ParentNode): void {
  for (const template of root.querySelectorAll<HTMLTemplateElement>('template[data-held-copy]'))
    template.replaceWith(template.content);
}

/**
 * Opens the document's held templates from the top, one in the task after each frame, starting after
 * the first: each module's style and layout is a frame's work of its own, not one long task. Runs as
 * the document's inline script, so the page fills in without waiting for its JavaScript; its only
 * dependency comes in as a parameter.
 */
export function openHeldCopiesInTurn(afterFrame: (task: () => void) => void): void {
  // The element the address's fragment names, if a template holds it: the browser looked for it while
  // parsing, did not find it, and so did not scroll there.
  let fragment = location.hash.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // A malformed escape: looked for as written.
  }
  const next = () => {
    const template = document.querySelector<HTMLTemplateElement>('template[data-held-copy]');
    if (!template) return;
    const target = fragment ? template.content.getElementById(fragment) : null;
    template.replaceWith(template.content);
    target?.scrollIntoView();
    afterFrame(next);
  };
  afterFrame(next);
}

/** The document's inline script: `openHeldCopiesInTurn` as source text, given `afterFirstFrame`. */
export const openHeldCopiesScript = () => `(${openHeldCopiesInTurn.toString()})(${afterFirstFrame.toString()})`;
