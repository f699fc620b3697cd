import {afterEach, describe, expect, it, vi} from 'vitest';
import {openHeldCopies, openHeldCopiesScript} from './heldCopy';

/** A template element as far as `openHeldCopies` uses one. */
function template(name: string, opened: string[], holds: Record<string, () => void> = {}) {
  const content = {
    toString: () => `${name}'s content`,
    getElementById: (id: string) => (holds[id] ? {scrollIntoView: holds[id]} : null),
  };
  return {content, replaceWith: (what: typeof content) => opened.push(String(what))};
}

describe('openHeldCopies', () => {
  afterEach(() => vi.useRealTimers());

  it('replaces each held template under the root with its content', () => {
    const opened: string[] = [];
    const selectors: string[] = [];
    const root = {
      querySelectorAll: (selector: string) => {
        selectors.push(selector);
        return [template('a', opened), template('b', opened)];
      },
    } as unknown as ParentNode;
    openHeldCopies(root);
    expect(selectors).toEqual(['template[data-held-copy]']);
    expect(opened).toEqual(["a's content", "b's content"]);
  });

  /** The script's text alone, with nothing of this module in scope (what the document runs), over these templates. */
  function runScript(names: string[], hidden: boolean, hash = '', holds: Record<string, () => void> = {}) {
    const opened: string[] = [];
    const frames: Array<() => void> = [];
    const closed = names.map((name) => template(name, opened, name === 'b' ? holds : {}));
    const document = {hidden, querySelector: () => closed.shift() ?? null};
    new Function('document', 'location', 'requestAnimationFrame', 'setTimeout', openHeldCopiesScript())(
      document,
      {hash},
      (callback: () => void) => frames.push(callback),
      setTimeout,
    );
    /** Renders the frames asked for so far, then runs the tasks they queued. */
    const frame = () => {
      frames.splice(0).forEach((callback) => callback());
      vi.runOnlyPendingTimers();
    };
    return {opened, frame};
  }

  it('is an inline script of its own that opens the templates from the top, one after each frame from the first', () => {
    vi.useFakeTimers();
    const {opened, frame} = runScript(['a', 'b', 'c'], false);
    vi.runAllTimers();
    expect(opened).toEqual([]);
    frame();
    expect(opened).toEqual(["a's content"]);
    frame();
    expect(opened).toEqual(["a's content", "b's content"]);
    frame();
    frame();
    expect(opened).toEqual(["a's content", "b's content", "c's content"]);
  });

  it('opens them all at once in a hidden document, which gets no frames', () => {
    const {opened} = runScript(['a', 'b'], true);
    expect(opened).toEqual(["a's content", "b's content"]);
  });

  it('scrolls to the element the address names once the template holding it is open', () => {
    vi.useFakeTimers();
    let scrolls = 0;
    const {opened, frame} = runScript(['a', 'b', 'c'], false, '#fa%C3%A7ade', {façade: () => (scrolls += 1)});
    frame();
    expect(scrolls).toBe(0);
    frame();
    expect(opened).toEqual(["a's content", "b's content"]);
    expect(scrolls).toBe(1);
    frame();
    expect(scrolls).toBe(1);
  });

  it('still opens every template when the address has a malformed fragment', () => {
    const {opened} = runScript(['a', 'b'], true, '#%E0%A4%A');
    expect(opened).toEqual(["a's content", "b's content"]);
  });
});
