/**
 * Runs `task` in the task after the browser's next rendering opportunity, so the first paint
 * comes before it. Hydration starts here (decision 0152): the first frame (style, layout and
 * paint of the server HTML) does not wait behind hydration's script work, nor the lazy chunks
 * hydration asks for. A hidden document (a background tab, a prerender) gets no frames until it
 * is shown, so there it runs at once.
 */
export function afterFirstFrame(task: () => void): void {
  if (document.hidden) task();
  else requestAnimationFrame(() => setTimeout(task));
}
