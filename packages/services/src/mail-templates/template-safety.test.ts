import { describe, expect, it } from 'vitest';
import { cleanTemplateHtml } from './clean-html.js';
import { assertKnownVariables, parsePart, renderPart } from './liquid-engine.js';

const render = (part: 'html' | 'text', source: string, variables: object) =>
  renderPart(part, parsePart(part, source), variables);

describe('what a staff template can and cannot do', () => {
  it('escapes every output in the HTML, through `raw` too, and leaves the text part as written', () => {
    const values = { customer: { name: '<img src=x onerror=alert(1)>' } };
    expect(render('html', '{{ customer.name }}|{{ customer.name | raw }}', values)).toBe(
      '&lt;img src=x onerror=alert(1)&gt;|&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(render('text', '{{ customer.name }}', values)).toBe('<img src=x onerror=alert(1)>');
  });

  it('reads no property a value does not own, and no file, whatever the template asks', () => {
    const items = [{ name: 'Sofa' }];
    expect(() => render('text', '{{ items.first.constructor }}', { items })).toThrow(/constructor/);
    expect(() => render('text', '{{ items.first.__proto__ }}', { items })).toThrow();
    expect(() => render('html', "{% render '/etc/passwd' %}", {})).toThrow();
    // Liquid's own `size`, `first` and `last` are allowed after a known list; anything else after them is read
    // (and refused) at render time.
    expect(() =>
      assertKnownVariables(
        'cart-reminder',
        'text',
        parsePart('text', '{{ items.size }} {{ items.first.name }}'),
      ),
    ).not.toThrow();
  });

  it('cleans the HTML to the allow-list on save and keeps the Liquid markup as written', () => {
    const cleaned = cleanTemplateHtml(
      '<style>p { color: red; }</style>{% if order.discount and 2 > 1 %}<p title="{{ order.number | append: \'"\' }}" ' +
        'onclick="steal()">{{ order.total }}</p>{% endif %}<a href="javascript:alert(1)">x</a>' +
        '<a href="{{ order.follow_link }}">follow</a><script>alert(1)</script><iframe src="https://x"></iframe>' +
        '<img src="data:image/png;base64,AAAA" alt="">',
    );
    expect(cleaned).toBe(
      '<style>p { color: red; }</style>{% if order.discount and 2 > 1 %}<p title="{{ order.number | append: \'"\' }}">' +
        '{{ order.total }}</p>{% endif %}<a>x</a><a href="{{ order.follow_link }}">follow</a><img alt="" />',
    );
  });
});
