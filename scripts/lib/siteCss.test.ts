import {describe, expect, it} from 'vitest';
import {bundledStylesheets} from './siteCss';

describe('bundledStylesheets', () => {
  it('names the bundled style.css, not stylesheets imported by URL nor scripts', () => {
    const bundle = {
      'assets/style-abc.css': {type: 'asset' as const, fileName: 'assets/style-abc.css', names: ['style.css']},
      'assets/fonts-def.css': {type: 'asset' as const, fileName: 'assets/fonts-def.css', names: ['fonts.css']},
      'assets/root-1.js': {type: 'chunk' as const, fileName: 'assets/root-1.js'},
    };
    expect(bundledStylesheets(bundle)).toEqual(['/assets/style-abc.css']);
    expect(bundledStylesheets(bundle, '/shop/')).toEqual(['/shop/assets/style-abc.css']);
  });
});
