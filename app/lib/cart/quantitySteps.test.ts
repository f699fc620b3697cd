import {describe, expect, it} from 'vitest';
import {
  answerChange,
  NO_STEPS,
  shownQuantity,
  stepTo,
  takeChange,
  unsent,
  withCart,
  type QuantitySteps,
} from './quantitySteps';

const cart = {a: 1, b: 4};
const steps = (...quantities: number[]) =>
  quantities.reduce((current: QuantitySteps, quantity) => stepTo(current, 'a', quantity), NO_STEPS);

describe('quantity steps', () => {
  it('shows each step at once and sends the latest as one change', () => {
    const stepped = steps(2, 3, 4, 5, 6);
    expect(shownQuantity(stepped, cart, 'a')).toBe(6);
    const {steps: sending, change} = takeChange(stepped, cart);
    expect(change).toEqual({a: 6});
    expect(sending.sent).toEqual({a: 6});
    expect(shownQuantity(sending, cart, 'a')).toBe(6);
  });

  it('keeps steps within 0..10 (rules:cart-rules)', () => {
    expect(shownQuantity(steps(11), cart, 'a')).toBe(10);
    expect(shownQuantity(steps(-1), cart, 'a')).toBe(0);
  });

  it('sends nothing while a change is in flight, and the steps taken meanwhile once it is answered', () => {
    const {steps: first} = takeChange(steps(2), cart);
    const meanwhile = stepTo(stepTo(first, 'a', 3), 'b', 3);
    expect(takeChange(meanwhile, cart).change).toBeNull();
    expect(shownQuantity(meanwhile, cart, 'a')).toBe(3);
    const {steps: answered, contradictions} = answerChange(meanwhile, {a: 2, b: 4});
    expect(contradictions).toEqual([]);
    expect(takeChange(answered, cart).change).toEqual({a: 3, b: 3});
  });

  it('sends nothing for steps that come back to what the server holds, and forgets them', () => {
    const {steps: after, change} = takeChange(steps(2, 1), cart);
    expect(change).toBeNull();
    expect(after).toEqual(NO_STEPS);
  });

  it('sends a step back to the old quantity when the change in flight moved away from it', () => {
    const {steps: first} = takeChange(steps(2), cart);
    const back = stepTo(first, 'a', 1);
    const {steps: answered} = answerChange(back, {a: 2, b: 4});
    expect(shownQuantity(answered, cart, 'a')).toBe(1);
    expect(takeChange(answered, cart).change).toEqual({a: 1});
  });

  it('shows the server’s quantity where it answers otherwise, reports it, and drops the steps built on it', () => {
    const {steps: first} = takeChange(steps(6), cart);
    const {steps: answered, contradictions} = answerChange(stepTo(first, 'a', 7), {a: 5, b: 4});
    expect(contradictions).toEqual([{lineId: 'a', asked: 6, got: 5}]);
    expect(shownQuantity(answered, cart, 'a')).toBe(5);
    expect(takeChange(answered, cart).change).toBeNull();
  });

  it('counts a line gone from the answer as 0, and an answer without a cart as no change at all', () => {
    const {steps: first} = takeChange(steps(3), cart);
    expect(answerChange(first, {b: 4}).contradictions).toEqual([{lineId: 'a', asked: 3, got: 0}]);
    const {steps: refused, contradictions} = answerChange(first, null);
    expect(contradictions).toEqual([{lineId: 'a', asked: 3, got: null}]);
    expect(shownQuantity(refused, cart, 'a')).toBe(1);
    expect(takeChange(refused, cart).change).toBeNull();
  });

  it('gives way to the page’s cart fetched again, except for the change in flight', () => {
    const {steps: first} = takeChange(steps(2), cart);
    const {steps: answered} = answerChange(first, {a: 2, b: 4});
    expect(shownQuantity(answered, cart, 'a')).toBe(2);
    // Changed elsewhere since (an add on a product page): the newer cart shows.
    expect(shownQuantity(withCart(answered, {a: 3, b: 4}), {a: 3, b: 4}, 'a')).toBe(3);
    const {steps: again} = takeChange(stepTo(answered, 'a', 4), cart);
    expect(shownQuantity(withCart(again, {a: 2, b: 4}), {a: 2, b: 4}, 'a')).toBe(4);
  });

  it('names what is left to send once the change in flight lands (for lines that go before it is answered)', () => {
    const {steps: first} = takeChange(steps(2), cart);
    expect(unsent(first, cart)).toEqual({});
    expect(unsent(stepTo(stepTo(first, 'a', 1), 'b', 4), cart)).toEqual({a: 1});
  });

  it('drops a step on a line the page’s cart no longer has', () => {
    expect(withCart(steps(5), {b: 4})).toEqual(NO_STEPS);
  });
});
