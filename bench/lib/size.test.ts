import {describe, expect, it} from 'vitest';
import {selfPreloads} from './size';

// Shaped as Vite 8 writes a chunk with dynamic imports (a blog article's route, shortened).
const chunk = (lists: string) =>
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/AuthorCard-B.js","assets/shell-late-1.js","assets/shell-B.js"])))=>i.map(i=>d[i]);\n' +
  `import{t as e}from"./shell-B.js";var P=a(()=>n(()=>import(\`./AuthorCard-B.js\`).then(e=>({default:e.AuthorCard})),${lists}),{});`;

describe('selfPreloads', () => {
  it('names a dynamic import whose preload list holds the imported chunk itself', () => {
    expect(selfPreloads(chunk('__vite__mapDeps([0,1,2])'))).toEqual(['AuthorCard-B.js']);
  });

  it('passes a list of the chunk’s dependencies only, and a chunk without dynamic imports', () => {
    expect(selfPreloads(chunk('__vite__mapDeps([1,2])'))).toEqual([]);
    expect(selfPreloads('import{t as e}from"./shell-B.js";export{e as t};')).toEqual([]);
  });
});
