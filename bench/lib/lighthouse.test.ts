import {describe, expect, it} from 'vitest';
import {medianFigures, scriptKiBBefore} from './lighthouse';
import {lighthouseFigures} from './lighthouse.fixture';

const run = (mainThreadMs: number, byGroup: Record<string, number>, script: string) =>
  lighthouseFigures({mainThreadMs, byGroup, scripts: [{url: script, ms: mainThreadMs / 2}]});

describe('medianFigures', () => {
  it('takes each main-thread group’s own median, a group missing from a run counting 0', () => {
    const figures = medianFigures([
      run(900, {scriptEvaluation: 500, styleLayout: 100}, 'a'),
      run(1200, {scriptEvaluation: 700}, 'b'),
      run(1000, {scriptEvaluation: 600, styleLayout: 300}, 'c'),
    ]);
    expect(figures.byGroup).toEqual({scriptEvaluation: 600, styleLayout: 100});
  });

  it('lists the scripts of the run whose main-thread total is the median', () => {
    const figures = medianFigures([run(900, {}, 'fast'), run(1200, {}, 'slow'), run(1000, {}, 'middle')]);
    expect(figures.scripts).toEqual([{url: 'middle', ms: 500}]);
  });

  it('counts the runs whose first paint came after their load event, not their median', () => {
    const late = lighthouseFigures({paintedAfterLoad: 1});
    expect(medianFigures([late, lighthouseFigures(), late]).paintedAfterLoad).toBe(2);
  });
});

describe('scriptKiBBefore', () => {
  it('adds up the scripts that had arrived by the paint, nothing else', () => {
    const items = [
      {resourceType: 'Script', networkEndTime: 250, transferSize: 2048},
      {resourceType: 'Script', networkEndTime: 300, transferSize: 1024},
      {resourceType: 'Script', networkEndTime: 301, transferSize: 4096},
      {resourceType: 'Stylesheet', networkEndTime: 100, transferSize: 8192},
    ];
    expect(scriptKiBBefore(items, 300)).toBe(3);
    expect(scriptKiBBefore(items, 200)).toBe(0);
  });
});
