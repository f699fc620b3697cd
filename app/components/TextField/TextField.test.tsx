import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {TextField} from './TextField';

const classes = {field: 'f', label: 'l', input: 'i', error: 'e'};

describe('TextField', () => {
  it('ties the refusal under the field to it for screen readers', () => {
    const html = renderToStaticMarkup(
      <TextField id="booking-name" name="name" label="Your name" error="Enter your name." classes={classes} />,
    );
    expect(html).toBe(
      '<div class="f"><label for="booking-name" class="l">Your name</label>' +
        '<input id="booking-name" class="i" aria-invalid="true" aria-describedby="booking-name-error" name="name"/>' +
        '<p id="booking-name-error" class="e">Enter your name.</p></div>',
    );
  });

  it('is a plain labelled field without one', () => {
    const html = renderToStaticMarkup(<TextField id="p" name="first" label="First name" required classes={classes} />);
    expect(html).not.toContain('aria-');
    expect(html).not.toContain('<p');
  });
});
