import {describe, expect, it} from 'vitest';
import {MAX_FORM_BYTES, readFormFields} from './formData.server';

const post = (body: string, contentType: string) =>
  new Request('https://shop.example/api/newsletter', {method: 'POST', headers: {'Content-Type': contentType}, body});

describe('readFormFields', () => {
  it('reads the text fields of a urlencoded form', async () => {
    expect(await readFormFields(post('email=a%40b.co&formId=footer', 'application/x-www-form-urlencoded'))).toEqual({
      ok: true,
      fields: {email: 'a@b.co', formId: 'footer'},
    });
  });

  it('answers 415 for a body that is not a form, 413 past the cap', async () => {
    expect(await readFormFields(post('{"email":"a@b.co"}', 'application/json'))).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(await readFormFields(post('x', 'multipart/form-data'))).toMatchObject({ok: false, status: 415});
    expect(
      await readFormFields(post(`email=${'x'.repeat(MAX_FORM_BYTES)}`, 'application/x-www-form-urlencoded')),
    ).toMatchObject({ok: false, status: 413});
  });
});
